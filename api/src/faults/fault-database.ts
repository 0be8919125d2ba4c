import { sql } from 'drizzle-orm';
import { Client, Pool } from 'pg';
import { loadConfig } from '#api/config';
import { openDatabase } from '#api/db/client';
import { createTestStore } from '#api/test/store-fixtures';
import { createTokenMembers, type TokenMember } from '#api/test/token-members';
import { POSTGRES_SERVER_URL } from '#api/test/postgres-server';
import { MAX_CART_TICKETS } from '@chokdee/shared-contract/schemas/lottery-cart';

/** Databases of runs whose process is gone are dropped at the next run. */
const PREFIX = 'chokdee_faults_';

/** A database of its own for one run of the fault suite, on the test server. */
export async function createFaultDatabase(): Promise<string> {
  const admin = new Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 3_000 });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(PREFIX.length));
      if (Number.isInteger(pid) && !isAlive(pid))
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    const name = `${PREFIX}${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(POSTGRES_SERVER_URL);
    url.pathname = `/${name}`;
    return url.toString();
  } finally {
    await admin.end();
  }
}

export async function dropFaultDatabase(url: string): Promise<void> {
  const admin = new Client({ connectionString: POSTGRES_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface FaultShop {
  storeCode: string;
  storeId: number;
  /** Ticket numbers on sale: each in `copies` sets. */
  numbers: number[];
  copies: number;
  members: TokenMember[];
}

/**
 * What the load needs, in the database the API migrated: a store selling `numbers × copies`
 * tickets of the current draw, the draw open for sale now whatever the hour (the API runs on the
 * real clock; between 14:00 and 16:00 on a draw day nothing is on sale), and members with tokens.
 */
export async function prepareFaultShop(
  url: string,
  options: { numbers: number; copies: number; members: number },
): Promise<FaultShop> {
  const now = new Date();
  const handle = await openDatabase(url, { poolSize: 4 });
  try {
    const config = loadConfig({ DATABASE_URL: url });
    await handle.db.execute(sql`
      UPDATE lottery_draws SET sale_start_at = least(sale_start_at, now() - interval '1 hour'),
        sale_end_at = greatest(sale_end_at, now() + interval '1 hour'), is_sale_open = true
      WHERE id = (SELECT id FROM lottery_draws WHERE sale_end_at > now() ORDER BY sale_end_at, draw_date LIMIT 1)`);
    const numbers = Array.from({ length: options.numbers }, (_, i) => (i * 7919 + 4242) % 1_000_000);
    const shop = await createTestStore(handle.db, {
      now,
      numbers: numbers.map((n) => String(n).padStart(6, '0')),
      copies: options.copies,
    });
    await handle.db.execute(sql`ANALYZE tickets`);
    const members = await createTokenMembers(handle.db, config, now, options.members);
    return {
      storeCode: shop.store.code,
      storeId: shop.store.id,
      numbers,
      copies: options.copies,
      members,
    };
  } finally {
    await handle.close();
  }
}

/** The suite's own connections: audits, integrity queries, and the faults it injects. */
export class FaultDatabase {
  readonly pool: Pool;

  constructor(url: string) {
    this.pool = new Pool({ connectionString: url, max: 10, application_name: 'chokdee-fault-suite' });
    this.pool.on('error', () => undefined);
  }

  /** Tickets per number that the cart holds now, and whether it is closed. */
  async cartState(cartId: string): Promise<{ held: Map<number, number>; closed: boolean }> {
    const { rows } = await this.pool.query<{ number: number; held: number; closed: boolean }>(
      `SELECT t.number, count(t.id)::int AS held, (c.closed_at IS NOT NULL) AS closed
       FROM carts c LEFT JOIN tickets t
         ON t.cart_id = c.id AND t.order_id IS NULL AND t.sold_at IS NULL AND t.held_until > now()
       WHERE c.id = $1 GROUP BY t.number, c.closed_at`,
      [cartId],
    );
    const held = new Map<number, number>();
    for (const row of rows) if (row.number !== null) held.set(row.number, row.held);
    return { held, closed: rows[0]?.closed ?? false };
  }

  /** Closes a cart the suite has audited (as `DELETE /carts/{id}` would), so its member starts afresh. */
  async closeCart(cartId: string): Promise<void> {
    await this.pool.query(
      `WITH closed AS (UPDATE carts SET closed_at = now() WHERE id = $1 AND closed_at IS NULL RETURNING id)
       UPDATE tickets SET cart_id = NULL, held_until = NULL WHERE cart_id = $1 AND order_id IS NULL`,
      [cartId],
    );
  }

  /**
   * What must hold whatever happened: no ticket held for a cart that is closed, expired or gone,
   * no cart over its limit. (A ticket row has one `cart_id`, so two carts holding one ticket can
   * only show up as a client told "reserved" for a ticket its cart does not hold: `auditLedger`.)
   */
  async integrity(): Promise<{ heldWithoutLiveCart: number; cartsOverLimit: number }> {
    const { rows } = await this.pool.query<{ orphans: number; over: number }>(
      `SELECT
         (SELECT count(*)::int FROM tickets t LEFT JOIN carts c ON c.id = t.cart_id
          WHERE t.cart_id IS NOT NULL AND t.order_id IS NULL AND t.sold_at IS NULL AND t.held_until > now()
            AND (c.id IS NULL OR c.closed_at IS NOT NULL OR c.expires_at <= now())) AS orphans,
         (SELECT count(*)::int FROM (SELECT cart_id FROM tickets WHERE cart_id IS NOT NULL AND held_until > now()
            GROUP BY cart_id HAVING count(*) > $1) AS over) AS over`,
      [MAX_CART_TICKETS],
    );
    return { heldWithoutLiveCart: rows[0]!.orphans, cartsOverLimit: rows[0]!.over };
  }

  /** `pg_terminate_backend` of every session of the API; how many there were. */
  async terminateApiSessions(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'chokdee-api'`,
    );
    return rows[0]!.n;
  }

  /** An ACCESS EXCLUSIVE lock on `tickets`, held for `ms` on a connection of its own. */
  async lockTickets(ms: number): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('LOCK TABLE tickets IN ACCESS EXCLUSIVE MODE');
      await new Promise((resolve) => setTimeout(resolve, ms));
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
