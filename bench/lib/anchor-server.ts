// The bench's anchor: a bare Fastify server with the same node-postgres pool as the API
// process (BENCH_POOL_SIZE) running only the bare statements, so the API's own overhead (auth,
// routing, validation, the answer) shows as a ratio in the same run. It serves the two cart calls
// the reservation bench sends, at the same paths, with the member's id in `x-bench-user` instead
// of a bearer token, and answers the statement's row as JSON. Prints `ready` when it listens.
import Fastify from 'fastify';
import { MAX_CART_TICKETS } from '@chokdee/shared-contract/schemas/lottery-cart';
import { preparedStatement } from '../../api/src/lottery-sales/cart-sql';
import {
  releaseInLiveCartStatement,
  type ReleaseInLiveCartInput,
} from '../../api/src/lottery-sales/release-in-live-cart';
import {
  reserveInLiveCartStatement,
  type ReserveInLiveCartInput,
} from '../../api/src/lottery-sales/reserve-in-live-cart';
import { openPool, schemaUrl } from './postgres-schema';

const schema = process.env.BENCH_SCHEMA ?? '';
const port = Number(process.env.BENCH_PORT);
const clockOffsetMs = Number(process.env.BENCH_CLOCK_OFFSET ?? 0);
const database = openPool(schemaUrl(schema), Number(process.env.BENCH_POOL_SIZE ?? 20));
const now = () => new Date(Date.now() + clockOffsetMs);

const reserve = preparedStatement<ReserveInLiveCartInput>(
  'anchor_reserve',
  ['cartId', 'userId', 'number', 'quantity', 'maxTickets', 'now'],
  reserveInLiveCartStatement,
);
const release = preparedStatement<ReleaseInLiveCartInput>(
  'anchor_release',
  ['cartId', 'userId', 'number', 'quantity', 'now'],
  releaseInLiveCartStatement,
);

const app = Fastify({ logger: false });
app.post<{ Params: { cartId: string }; Body: { number: string; quantity: number } }>(
  '/public/v2/carts/:cartId/items',
  async (request, reply) => {
    const [row] = await reserve.run<{ reserved: number; cart_live: boolean; held: number }>(database.db, {
      cartId: request.params.cartId,
      userId: Number(request.headers['x-bench-user']),
      number: Number(request.body.number),
      quantity: request.body.quantity,
      maxTickets: MAX_CART_TICKETS,
      now: now(),
    });
    // Counted like the API: only a reservation made is a 200.
    if (row?.cart_live && row.reserved === 0 && row.held + request.body.quantity > MAX_CART_TICKETS)
      return reply.code(422).send(row);
    if (!row || row.reserved === 0) return reply.code(409).send(row ?? null);
    return row;
  },
);
app.delete<{ Params: { cartId: string; number: string }; Querystring: { quantity?: string } }>(
  '/public/v2/carts/:cartId/items/:number',
  async (request) => {
    const rows = await release.run<unknown>(database.db, {
      cartId: request.params.cartId,
      userId: Number(request.headers['x-bench-user']),
      number: Number(request.params.number),
      quantity: request.query.quantity === undefined ? undefined : Number(request.query.quantity),
      now: now(),
    });
    return rows[0];
  },
);

app.listen({ port, host: '127.0.0.1' }).then(
  () => console.log('ready 0'),
  (error: unknown) => {
    console.error('anchor server failed:', error);
    process.exit(1);
  },
);
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
