import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  AddCartItemBodySchema,
  CartItemParamsSchema,
  CartKeyParamsSchema,
  SetCartItemBodySchema,
  ShopCartSchema,
} from '@chokdee/shared-contract/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOnly } from '#api/plugins/member-only';
import { addCartItem, createCart, deleteCartItem, readCart, setCartItemQuantity } from '#api/shop/cart-store';
import { checkUserRef, UserRefHeadersSchema } from '#api/shop/user-ref';

const one = dataEnvelope(ShopCartSchema);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;

/** Spec §7 E-commerce cart (shop host, header x-user-ref): a member's basket of product variants. */
const cartsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));
  const headers = UserRefHeadersSchema;

  app.post('/', { schema: { headers, response: { 201: one, ...errors } } }, async (request, reply) => {
    checkUserRef(request);
    return reply.code(201).send({ data: await createCart(app.db, request.user.id, app.now()) });
  });

  app.get(
    '/:cartKey',
    { schema: { headers, params: CartKeyParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      checkUserRef(request);
      return { data: await readCart(app.db, request.user.id, request.params.cartKey, app.now()) };
    },
  );

  app.post(
    '/:cartKey/items',
    {
      schema: {
        headers,
        params: CartKeyParamsSchema,
        body: AddCartItemBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => {
      checkUserRef(request);
      return {
        data: await addCartItem(app.db, {
          userId: request.user.id,
          cartKey: request.params.cartKey,
          variantId: request.body.product_variant_id,
          quantity: request.body.quantity,
          now: app.now(),
        }),
      };
    },
  );

  app.put(
    '/:cartKey/items/:itemKey',
    {
      schema: {
        headers,
        params: CartItemParamsSchema,
        body: SetCartItemBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => {
      checkUserRef(request);
      return {
        data: await setCartItemQuantity(app.db, {
          userId: request.user.id,
          ...request.params,
          quantity: request.body.quantity,
          now: app.now(),
        }),
      };
    },
  );

  app.delete(
    '/:cartKey/items/:itemKey',
    { schema: { headers, params: CartItemParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      checkUserRef(request);
      return {
        data: await deleteCartItem(app.db, { userId: request.user.id, ...request.params, now: app.now() }),
      };
    },
  );
};

export default cartsRoutes;
