import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  AddCartGroupBodySchema,
  AddCartItemBodySchema,
  DeleteCartItemQuerySchema,
  LotteryCartResponseSchema,
  MAX_CART_TICKETS,
} from '@chokdee/shared-contract/schemas/lottery-cart';
import { TicketNumberSchema } from '@chokdee/shared-contract/schemas/primitives';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reserveGroup } from '#api/lottery-sales/cart-group-reserve';
import {
  assertCanSell,
  assertCartLive,
  cartExpired,
  cartNotFound,
  isCartId,
} from '#api/lottery-sales/cart-guards';
import { CART_MESSAGES, freeLeftMessage } from '#api/lottery-sales/cart-messages';
import { closeCartAndRelease } from '#api/lottery-sales/cart-release';
import { releaseInLiveCart } from '#api/lottery-sales/release-in-live-cart';
import { toCartResponse } from '#api/lottery-sales/cart-view';
import { reserveInLiveCart } from '#api/lottery-sales/reserve-in-live-cart';
import { HttpError } from '#api/lib/http-error';
import { fastResponseSerializer } from '#api/plugins/fast-response-serializer';
import { buyerOnly } from '#api/plugins/buyer-only';
import { memberOnly } from '#api/plugins/member-only';
import {
  clearGroupMode,
  findCartContext,
  listHeldTickets,
  openCart,
  type CartContext,
  type HeldTicket,
} from '#api/lottery-sales/carts-repository';
import { findCurrentDraw } from '#api/results/lottery-draws-repository';
import { findStoreByCodeOrRef } from '#api/lottery-sales/stores-repository';

const CartParamsSchema = z.object({ cartId: z.string() });
const CartItemParamsSchema = z.object({ cartId: z.string(), number: TicketNumberSchema });
/** `?is_group` is sent by the client; the cart itself knows whether it is a random pick. */
const CartQuerySchema = z.object({ is_group: z.string().optional() });

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;
const cartAnswer = { 200: LotteryCartResponseSchema, ...errors } as const;

/** x-store-code, else x-user-ref (spec §7: every cart call carries both). */
function storeKey(request: FastifyRequest): string {
  for (const name of ['x-store-code', 'x-user-ref']) {
    const value = request.headers[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text) return text;
  }
  throw new HttpError(400, CART_MESSAGES.storeRequired);
}

/**
 * Spec §7 Lottery cart, /public/v2/carts: a member's reservation in one store for the current draw.
 * Tickets are held until the cart's fixed `expires_at`; reserving is one atomic statement (see
 * `lottery-sales/reserve-tickets.ts`), and an expired cart's tickets are free again with no timer.
 */
const cartsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));
  // The cart answers are the hot path before a draw closes: fast-json-stringify, not zod, writes them.
  app.setSerializerCompiler(fastResponseSerializer);
  // Opening a cart and holding tickets is buying: only a member who may buy (spec §4 guards).
  const buyer = buyerOnly(app);

  /** The member's live cart, or 404 (unknown, someone else's, closed, not a uuid) / 410 (expired). */
  async function liveCart(cartId: string, userId: number, now: Date): Promise<CartContext> {
    if (!isCartId(cartId)) throw cartNotFound();
    const context = await findCartContext(app.db, cartId, userId);
    assertCartLive(context, now);
    return context;
  }

  function view(context: CartContext, now: Date, held: HeldTicket[]) {
    return toCartResponse(
      context.cart,
      { storeCode: context.store.code, drawDate: context.draw.draw_date, now },
      held,
    );
  }

  async function answer(context: CartContext, now: Date) {
    return view(context, now, await listHeldTickets(app.db, context.cart.id, now));
  }

  /** The statement found no live cart although it was live a moment ago: say which way it went. */
  async function cartGone(cartId: string, userId: number, now: Date): Promise<HttpError> {
    const context = await findCartContext(app.db, cartId, userId);
    return !context || context.cart.closed_at || context.cart.expires_at > now
      ? cartNotFound()
      : cartExpired();
  }

  app.post(
    '/',
    { onRequest: buyer, schema: { response: { 201: LotteryCartResponseSchema, ...cartAnswer } } },
    async (request, reply) => {
      const now = app.now();
      const key = storeKey(request);
      const found = await findStoreByCodeOrRef(app.db, key);
      if (!found) throw new HttpError(404, CART_MESSAGES.storeNotFound);
      const draw = await findCurrentDraw(app.db, now);
      assertCanSell(found.store, draw, now);
      const { cart, created } = await openCart(app.db, {
        userId: request.user.id,
        storeId: found.store.id,
        drawId: draw.id,
        now,
        expiresAt: new Date(now.getTime() + app.config.inventory.cartReservationSeconds * 1000),
      });
      const held = created ? [] : await listHeldTickets(app.db, cart.id, now);
      const body = toCartResponse(cart, { storeCode: found.store.code, drawDate: draw.draw_date, now }, held);
      return reply.code(created ? 201 : 200).send(body);
    },
  );

  app.get(
    '/:cartId',
    { schema: { params: CartParamsSchema, querystring: CartQuerySchema, response: cartAnswer } },
    async (request) => {
      const now = app.now();
      return answer(await liveCart(request.params.cartId, request.user.id, now), now);
    },
  );

  app.post(
    '/:cartId/items',
    {
      onRequest: buyer,
      schema: { params: CartParamsSchema, body: AddCartItemBodySchema, response: cartAnswer },
    },
    async (request) => {
      const now = app.now();
      const { cartId } = request.params;
      if (!isCartId(cartId)) throw cartNotFound();
      const { number, quantity } = request.body;
      // One statement: the cart, its sale and store checks and the reservation (one round trip).
      const result = await reserveInLiveCart(app.db, {
        cartId,
        userId: request.user.id,
        number: Number(number),
        quantity,
        maxTickets: MAX_CART_TICKETS,
        now,
      });
      if (result.status === 'cart_unknown') throw cartNotFound();
      const { context } = result;
      if (result.status === 'refused') {
        if (!result.live) {
          // The same checks, in the same order, as before a reservation: 404/410, then which 422.
          assertCartLive(context, now);
          assertCanSell(context.store, context.draw, now);
          // It was live and selling in the statement's snapshot: closed in the meantime.
          throw cartNotFound();
        }
        if (result.held + quantity > MAX_CART_TICKETS)
          throw new HttpError(422, CART_MESSAGES.cartFull, [
            { field: 'quantity', message: `ตะกร้านี้มีสลากแล้ว ${result.held} ใบ` },
          ]);
        throw new HttpError(409, CART_MESSAGES.notEnough, [
          { field: 'quantity', message: freeLeftMessage(result.free) },
        ]);
      }
      if (context.cart.is_group) {
        await clearGroupMode(app.db, cartId, now);
        context.cart = { ...context.cart, is_group: false, group_quantity: null };
      }
      return view(context, now, result.held);
    },
  );

  app.post(
    '/:cartId/items-group',
    {
      onRequest: buyer,
      schema: { params: CartParamsSchema, body: AddCartGroupBodySchema, response: cartAnswer },
    },
    async (request) => {
      const now = app.now();
      const { cartId } = request.params;
      const context = await liveCart(cartId, request.user.id, now);
      assertCanSell(context.store, context.draw, now);
      if (!context.store.enable_random_number) throw new HttpError(422, CART_MESSAGES.randomDisabled);
      const { quantity, pattern } = request.body;
      const result = await reserveGroup(app.db, {
        cartId,
        userId: request.user.id,
        drawId: context.draw.id,
        storeId: context.store.id,
        quantity,
        pattern,
        now,
      });
      if (result.status === 'cart_gone') throw await cartGone(cartId, request.user.id, now);
      if (result.status === 'not_enough')
        throw new HttpError(409, CART_MESSAGES.notEnoughRandom, [
          { field: 'quantity', message: `มีให้สุ่มได้ ${result.freeNumbers} เลข` },
        ]);
      context.cart = { ...context.cart, is_group: true, group_quantity: quantity };
      return answer(context, now);
    },
  );

  app.delete(
    '/:cartId/items/:number',
    {
      schema: { params: CartItemParamsSchema, querystring: DeleteCartItemQuerySchema, response: cartAnswer },
    },
    async (request) => {
      const now = app.now();
      const { cartId, number } = request.params;
      if (!isCartId(cartId)) throw cartNotFound();
      // Deleting a number the cart does not hold (a double click) leaves the cart as it is.
      const result = await releaseInLiveCart(app.db, {
        cartId,
        userId: request.user.id,
        number: Number(number),
        quantity: request.query.quantity,
        now,
      });
      if (result.status === 'cart_unknown') throw cartNotFound();
      assertCartLive(result.context, now);
      return view(result.context, now, result.held);
    },
  );

  app.delete(
    '/:cartId',
    { schema: { params: CartParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { cartId } = request.params;
      if (!isCartId(cartId)) throw cartNotFound();
      // An expired cart can still be deleted: that closes it.
      const closed = await closeCartAndRelease(app.db, { cartId, userId: request.user.id, now: app.now() });
      if (!closed) throw cartNotFound();
      return reply.code(204).send(null);
    },
  );
};

export default cartsRoutes;
