// zod/mini: the catalog's route schema (first load) names these roles too.
import { z } from 'zod/mini';

/**
 * What a staff account may do in the console, checked by the API on every call: `owner`
 * everything (staff accounts and roles too), `shop` the shop's orders, stock, shipments and
 * discounts, `reviewer` prayer projects, their updates and complaints, `support` read-only look-ups
 * of a member's orders and shipments, `payout` members' prize claims (check, pay, refuse). A staff
 * account holds one or more.
 */
export const STAFF_ROLES = ['owner', 'shop', 'reviewer', 'support', 'payout'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** The console's name of each role. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'เจ้าของระบบ',
  shop: 'ร้านค้า',
  reviewer: 'ผู้ตรวจเนื้อหา',
  support: 'ฝ่ายบริการสมาชิก',
  payout: 'ฝ่ายจ่ายเงินรางวัล',
};

/** Owner implies every role: may `roles` do what `needed` allows? */
export function rolesAllow(roles: readonly StaffRole[], needed: readonly StaffRole[]): boolean {
  return roles.includes('owner') || roles.some((role) => needed.includes(role));
}

/** Texts of the role checks and the staff accounts screen. */
export const STAFF_ROLE_MESSAGES = {
  forbidden: 'บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ทำรายการนี้',
  lastOwner: 'ต้องมีเจ้าของระบบอย่างน้อยหนึ่งคน จึงถอนสิทธิ์เจ้าของระบบจากบัญชีนี้ไม่ได้',
  staffNotFound: 'ไม่พบบัญชีเจ้าหน้าที่นี้',
  rolesFormat: 'บทบาทต้องเป็น owner, shop, reviewer, support หรือ payout คั่นด้วยจุลภาค',
} as const;

/** The logged-in staff member (`GET /admin/v1/staff-sessions`) with their roles. */
export const StaffWithRolesSchema = z.object({
  username: z.string(),
  name: z.string(),
  scope: z.array(z.string()),
  roles: z.array(StaffRoleSchema),
});

/** The login's answer (`POST /admin/v1/staff-sessions`) with the roles the console shows. */
export const StaffSessionWithRolesSchema = z.object({
  token: z.string(),
  username: z.string(),
  name: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
  roles: z.array(StaffRoleSchema),
});

/** A staff account in the owner's list (`GET /admin/v1/staff-accounts`). */
export const StaffAccountSchema = z.object({
  id: z.number().check(z.int(), z.gte(1)),
  username: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleSchema),
});

/** `POST /admin/v1/staff-accounts/:id/roles`: grant one role. */
export const GrantRoleBodySchema = z.object({ role: StaffRoleSchema });

/** One line of the audit log (`GET /admin/v1/audit-log`): who did what, when, before and after. */
export const AuditEntrySchema = z.object({
  id: z.number().check(z.int()),
  at: z.iso.datetime({ offset: true }),
  actor: z.nullable(z.string()),
  staff_id: z.nullable(z.number().check(z.int())),
  method: z.string(),
  route: z.string(),
  params: z.record(z.string(), z.string()),
  status: z.number().check(z.int()),
  target_id: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});

export type StaffWithRoles = z.infer<typeof StaffWithRolesSchema>;
export type StaffSessionWithRoles = z.infer<typeof StaffSessionWithRolesSchema>;
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
