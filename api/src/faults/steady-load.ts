import http from 'node:http';
import type { TokenMember } from '#api/test/token-members';
import { auditLedger, CartLedger, type LedgerAudit, type Told } from './cart-ledger';
import type { FaultDatabase, FaultShop } from './fault-database';
import { call, isThaiRefusal, type CallRequest, type CallResult } from './http-call';

export type RequestKind = 'open' | 'reserve' | 'close' | 'read';

/** One request as the client saw it. */
export interface RequestRecord {
  kind: RequestKind;
  startedAt: number;
  endedAt: number;
  outcome: CallResult['outcome'];
  status?: number;
  /** For an error answer: in the API's Thai shape. */
  thaiShape?: boolean;
  reusedSocket?: boolean;
  errorCode?: string;
}

export interface LoadOptions {
  baseUrl: string;
  shop: FaultShop;
  database: FaultDatabase;
  /** Simulated members, each one keep-alive connection, reserving then closing carts. */
  members: number;
  /** Simulated readers, each one keep-alive connection. */
  readers: number;
  /** Member identities per simulated member: it moves to the next when a cart is set aside. */
  identitiesPerMember: number;
  reservationsPerCart: number;
}

const READS = (storeCode: string) => [
  '/public/v2/lottery-results?per_page=5',
  '/public/v2/lottery-draws/current',
  `/public/v2/lotteries/search?pattern=__12__&store=${storeCode}&limit=20`,
  `/public/bos/v1/store/${storeCode}`,
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A bounded, steady load on the API, only to 127.0.0.1: members open a cart, reserve a few
 * random numbers one at a time (several members want the same tickets), and close it; readers
 * read results, the current draw, the store and its tickets. Every request is recorded. A cart
 * about which a member was told "failed" or nothing certain is set aside untouched, to be audited
 * against the database once the fault is over (a failed reservation that commits late shows up
 * then); the others are audited just before they are closed.
 */
export class SteadyLoad {
  readonly records: RequestRecord[] = [];
  /** Carts set aside for the audit after the fault. */
  private readonly setAside: CartLedger[] = [];
  /** Cart audits so far, added up. */
  readonly audits: LedgerAudit & { carts: number } = { carts: 0, phantom: 0, lost: 0, closeDisagrees: 0 };
  private running = false;
  private holding = false;
  private readonly held = new Map<number, CartLedger>();
  private loops: Promise<void>[] = [];
  private readonly agents: http.Agent[] = [];
  private readonly busyIdentities = new Set<number>();
  /** Each client's next send time once the load is paced; none while it runs flat out. */
  private readonly nextSend = new Map<http.Agent, number>();
  private intervalMs = 0;

  constructor(private readonly options: LoadOptions) {}

  /**
   * From now on every client sends at a steady rate, `perSecond` for all of them together, rather
   * than as fast as the API answers: a steady load below the API's capacity, so throughput is what
   * the clients offer while the API is healthy, and a fault shows as the drop below it. A client
   * that fell behind sends at once but never makes up for the sends it missed.
   */
  pace(perSecond: number): void {
    const clients = this.options.members + this.options.readers;
    this.intervalMs = (clients * 1000) / perSecond;
    const now = Date.now();
    for (const agent of this.agents) this.nextSend.set(agent, now + Math.random() * this.intervalMs);
  }

  start(): void {
    this.running = true;
    const { members, readers } = this.options;
    this.loops = [
      ...Array.from({ length: members }, (_, i) => this.memberLoop(i)),
      ...Array.from({ length: readers }, (_, i) => this.readerLoop(i)),
    ];
  }

  async stop(): Promise<void> {
    this.running = false;
    this.holding = false;
    await Promise.all(this.loops);
    for (const agent of this.agents) agent.destroy();
  }

  /** Members stop before closing a cart that holds tickets, and wait there (a restart with carts held). */
  async holdCarts(timeoutMs = 15_000): Promise<CartLedger[]> {
    this.holding = true;
    const deadline = Date.now() + timeoutMs;
    while (this.held.size < this.options.members && Date.now() < deadline) await sleep(50);
    return [...this.held.values()];
  }

  releaseCarts(): void {
    this.holding = false;
  }

  /** Audits the carts set aside (and closes them, so their members start afresh). */
  async auditSetAside(): Promise<void> {
    const carts = this.setAside.splice(0);
    for (const ledger of carts) {
      await this.audit(ledger);
      await this.options.database.closeCart(ledger.cartId);
      this.busyIdentities.delete(ledger.memberIndex);
    }
  }

  async audit(ledger: CartLedger): Promise<LedgerAudit> {
    const { held, closed } = await this.options.database.cartState(ledger.cartId);
    const audit = auditLedger(ledger, held, closed);
    this.audits.carts += 1;
    this.audits.phantom += audit.phantom;
    this.audits.lost += audit.lost;
    this.audits.closeDisagrees += audit.closeDisagrees;
    return audit;
  }

  private agent(): http.Agent {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    this.agents.push(agent);
    return agent;
  }

  private async send(agent: http.Agent, kind: RequestKind, request: CallRequest): Promise<CallResult> {
    await this.waitForTurn(agent);
    const startedAt = Date.now();
    const result = await call(this.options.baseUrl, agent, request);
    const record: RequestRecord = {
      kind,
      startedAt,
      endedAt: Date.now(),
      outcome: result.outcome,
      reusedSocket: result.reusedSocket,
      errorCode: result.errorCode,
    };
    if (result.status !== undefined) {
      record.status = result.status;
      if (result.status >= 400) record.thaiShape = isThaiRefusal(result);
    }
    this.records.push(record);
    // As a person would: after a refusal, a moment before the next try (at most a second of it).
    if (result.outcome !== 'answered' || (result.status ?? 0) >= 500) {
      await sleep(Math.min(1_000, (result.retryAfter ?? 0.2) * 1000));
    }
    return result;
  }

  private async waitForTurn(agent: http.Agent): Promise<void> {
    if (this.intervalMs === 0) return;
    const due = this.nextSend.get(agent) ?? Date.now();
    if (due > Date.now()) await sleep(due - Date.now());
    this.nextSend.set(agent, Math.max(Date.now(), due + this.intervalMs));
  }

  private async readerLoop(reader: number): Promise<void> {
    const agent = this.agent();
    const paths = READS(this.options.shop.storeCode);
    for (let i = reader; this.running; i += 1) {
      await this.send(agent, 'read', { method: 'GET', path: paths[i % paths.length]! });
    }
  }

  /** The next identity of this simulated member with no cart set aside. */
  private identity(member: number): number | undefined {
    const { identitiesPerMember, members } = this.options;
    for (let k = 0; k < identitiesPerMember; k += 1) {
      const index = member + k * members;
      if (!this.busyIdentities.has(index)) return index;
    }
    return undefined;
  }

  private async memberLoop(member: number): Promise<void> {
    const agent = this.agent();
    const { shop, reservationsPerCart } = this.options;
    while (this.running) {
      const index = this.identity(member);
      if (index === undefined) {
        await sleep(100);
        continue;
      }
      const identity = shop.members[index]!;
      const headers = { authorization: identity.headers.authorization, 'x-store-code': shop.storeCode };
      const opened = await this.send(agent, 'open', { method: 'POST', path: '/public/v2/carts', headers });
      if (opened.outcome !== 'answered' || (opened.status !== 200 && opened.status !== 201)) {
        // A cart opened in spite of the answer is found again by the next open (one live cart a store).
        continue;
      }
      const cartId = (JSON.parse(opened.body!) as { meta: { id: string } }).meta.id;
      const ledger = new CartLedger(cartId, index);
      await this.reserveSome(agent, identity, ledger, reservationsPerCart);
      if (!ledger.certain) {
        this.setAside.push(ledger);
        this.busyIdentities.add(index);
        continue;
      }
      if (this.holding && ledger.heldCount > 0) {
        this.held.set(member, ledger);
        while (this.holding && this.running) await sleep(50);
        this.held.delete(member);
        // The cart outlived the restart: one more reservation into it must work.
        await this.reserveSome(agent, identity, ledger, 1);
        if (!ledger.certain) {
          this.setAside.push(ledger);
          this.busyIdentities.add(index);
          continue;
        }
      }
      await this.audit(ledger);
      const closed = await this.send(agent, 'close', {
        method: 'DELETE',
        path: `/public/v2/carts/${cartId}`,
        headers: { authorization: identity.headers.authorization },
      });
      ledger.close = told(closed, 204);
      if (ledger.close !== 'done') {
        this.setAside.push(ledger);
        this.busyIdentities.add(index);
      }
    }
  }

  private async reserveSome(agent: http.Agent, identity: TokenMember, ledger: CartLedger, count: number) {
    const { numbers } = this.options.shop;
    for (let i = 0; i < count && this.running; i += 1) {
      const number = numbers[Math.floor(Math.random() * numbers.length)]!;
      const result = await this.send(agent, 'reserve', {
        method: 'POST',
        path: `/public/v2/carts/${ledger.cartId}/items`,
        headers: { authorization: identity.headers.authorization },
        body: { number: String(number).padStart(6, '0'), quantity: 1 },
      });
      ledger.record(number, told(result, 200));
      if (result.outcome !== 'answered') return;
    }
  }
}

/** What an answer told the client (see `Told`). */
function told(result: CallResult, expected: number): Told {
  if (result.outcome === 'answered') {
    if (result.status === expected) return 'done';
    return (result.status ?? 500) < 500 ? 'refused' : 'failed';
  }
  return result.outcome === 'refused' ? 'failed' : 'unknown';
}
