import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '#api/db/columns';
import { staff } from '#api/staff/staff-tables';

/** The roles a staff account holds (`StaffRoleSchema`), one row each; `owner` implies the rest. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    staff_id: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    granted_at: instant('granted_at').notNull().defaultNow(),
    /** Who granted it: a staff username, `ADMIN_TOKEN`, or the script or migration that did. */
    granted_by: text('granted_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staff_id, t.role] }), index('staff_roles_role_idx').on(t.role)],
);

/**
 * Every call that changes something under `/admin`: who (and which account, kept when the account
 * is gone), when, the route and its parameters, the answer's status, and the before and after a
 * route adds (`request.audit.record`).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    actor: text('actor'),
    staff_id: integer('staff_id'),
    method: text('method').notNull(),
    /** The route's pattern (`/admin/v1/pray/projects/:id/approve`), so one action reads as one name. */
    route: text('route').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    status: integer('status').notNull(),
    target_id: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('staff_audit_log_at_idx').on(t.at), index('staff_audit_log_staff_id_idx').on(t.staff_id)],
);

export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
