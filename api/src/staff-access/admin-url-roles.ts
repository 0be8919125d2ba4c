import type { StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';

/**
 * Which roles may call which `/admin` URLs: the one place that says it, whichever domain serves the
 * URL. A `prefix` is matched on the route's pattern as a string (`/admin/v1/shop-` covers every
 * shop URL, `shop-purchases`, `shop-products` and those added later); the longest match wins.
 * `reads` are roles that may only look (GET). A URL no line matches is the owner's alone, so a new
 * back office is closed until it is given a role here.
 */
export interface AdminUrlRoles {
  prefix: string;
  /** `any`: every staff member, whatever roles they hold (none included). */
  roles: readonly StaffRole[] | 'any';
  reads?: readonly StaffRole[];
}

export const ADMIN_URL_ROLES: readonly AdminUrlRoles[] = [
  // Every staff member logs in, reads who they are and logs out.
  { prefix: '/admin/v1/staff-sessions', roles: 'any' },
  { prefix: '/admin/v1/shop-', roles: ['shop'] },
  // A member's orders and shipments: support looks them up.
  { prefix: '/admin/v1/shop-purchases', roles: ['shop'], reads: ['support'] },
  // Every buyer's name and phone in one file: the shop's own staff only, support looks one up.
  { prefix: '/admin/v1/shop-purchases/export', roles: ['shop'] },
  { prefix: '/admin/v1/shop-orders', roles: ['shop'], reads: ['support'] },
  { prefix: '/admin/v1/shop-shipments', roles: ['shop'], reads: ['support'] },
  { prefix: '/admin/v1/quest-reward-shipments', roles: ['shop'], reads: ['support'] },
  { prefix: '/admin/v1/reward-shipments', roles: ['shop'], reads: ['support'] },
  // One member's orders, purchases and parcels, read to answer their call.
  { prefix: '/admin/v1/member-lookup', roles: ['support'] },
  { prefix: '/admin/v1/pray', roles: ['reviewer'] },
  // The complaints inbox: reviewers answer and close; support looks a member's complaint up.
  { prefix: '/admin/v1/complaints', roles: ['reviewer'], reads: ['support'] },
  // Prize cash-out of every store: the payout staff check, pay (transfer slip) or refuse.
  { prefix: '/admin/v1/prize-claims', roles: ['payout'] },
];

/** The roles (besides owner, who may do everything) that may call `method` on the route `url`. */
export function rolesFor(method: string, url: string): readonly StaffRole[] | 'any' {
  const line = ADMIN_URL_ROLES.filter((entry) => url.startsWith(entry.prefix)).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  )[0];
  if (!line) return ['owner'];
  const reading = method === 'GET' || method === 'HEAD';
  if (line.roles === 'any') return 'any';
  return reading && line.reads ? [...line.roles, ...line.reads] : line.roles;
}
