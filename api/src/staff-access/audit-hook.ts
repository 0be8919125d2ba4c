import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAuditEntry } from './audit-log-repository';

/** What a route adds to its line of the audit log. */
export interface AuditDetail {
  /** The thing acted on, when the URL's parameters do not say it plainly. */
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit log's line of this call: a route under `/admin` adds what it changed. */
    audit: { record(detail: AuditDetail): void };
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const details = new WeakMap<FastifyRequest, AuditDetail>();

const isAdminRoute = (url: string | undefined): url is string =>
  url !== undefined && (url === '/admin' || url.startsWith('/admin/'));

/** The URL's parameters as written (a validated id has become a number by now). */
const asText = (params: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, String(value)]));

/** JSON the log can hold: dates as ISO text, nothing that cannot be stored. */
const asJson = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * `request.audit.record({ before, after })` for the routes, and the hook that writes one line for
 * every POST, PUT, PATCH and DELETE under `/admin` but the login (refused ones too), before the
 * answer leaves:
 * who, when, the route, its parameters and the status. A failed write is logged, not answered:
 * the change it describes is already made.
 */
export function registerAuditLog(app: FastifyInstance): void {
  app.decorateRequest('audit', {
    getter(this: FastifyRequest) {
      return {
        record: (detail: AuditDetail) => {
          details.set(this, { ...details.get(this), ...detail });
        },
      };
    },
  });
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url;
    // The login is no staff member's action yet (and a guessing storm must not become writes).
    if (!MUTATING.has(request.method) || !isAdminRoute(route) || request.routeOptions.config.signIn) return;
    const detail = details.get(request) ?? {};
    try {
      await writeAuditEntry(app.db, {
        at: app.now(),
        actor: request.adminActor ?? null,
        staff_id: request.staffId ?? null,
        method: request.method,
        route,
        params: asText(request.params),
        status: reply.statusCode,
        target_id: detail.targetId === undefined ? null : String(detail.targetId),
        before: asJson(detail.before),
        after: asJson(detail.after),
      });
    } catch (error) {
      request.log.error({ err: error, route }, 'audit log write failed');
    }
  });
}
