import {
  STAFF_ROLE_MESSAGES,
  StaffRoleSchema,
  type StaffRole,
} from '@chokdee/shared-contract/schemas/staff-roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { staff } from '#api/staff/staff-tables';
import { staffRoles } from './staff-access-tables';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's roles, set by the role guard on every `/admin` call (ADMIN_TOKEN: all). */
    staffRoles?: StaffRole[];
  }
}

const ROLE_ORDER = StaffRoleSchema.options;
const inOrder = (roles: string[]): StaffRole[] => ROLE_ORDER.filter((role) => roles.includes(role));

export async function rolesOf(db: Executor, staffId: number): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.staff_id, staffId));
  return inOrder(rows.map((row) => row.role));
}

/** Every staff account with its roles, by username (the owner's staff accounts screen). */
export async function listStaffAccounts(db: Executor) {
  const rows = await db
    .select({
      id: staff.id,
      username: staff.username,
      name: staff.name,
      roles: sql<
        string[]
      >`coalesce(array_agg(${staffRoles.role}) filter (where ${staffRoles.role} is not null), '{}')`,
    })
    .from(staff)
    .leftJoin(staffRoles, eq(staffRoles.staff_id, staff.id))
    .groupBy(staff.id)
    .orderBy(asc(staff.username));
  return rows.map((row) => ({ ...row, roles: inOrder(row.roles) }));
}

async function existingStaff(db: Executor, staffId: number): Promise<void> {
  const [found] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
  if (!found) throw new HttpError(404, STAFF_ROLE_MESSAGES.staffNotFound);
}

/** Adds the roles the account lacks (a second grant of one role changes nothing). */
export async function grantRoles(
  db: Executor,
  staffId: number,
  roles: readonly StaffRole[],
  grantedBy: string,
  now: Date,
): Promise<void> {
  if (roles.length === 0) return;
  await existingStaff(db, staffId);
  await db
    .insert(staffRoles)
    .values(roles.map((role) => ({ staff_id: staffId, role, granted_by: grantedBy, granted_at: now })))
    .onConflictDoNothing();
}

/**
 * Takes one role away, in a transaction of its own. Taking `owner` first locks every owner's row,
 * so two owners revoking each other at once are served one after the other and the second finds
 * itself the last: there is always an owner left to grant roles.
 */
export async function revokeRole(db: Database, staffId: number, role: StaffRole): Promise<void> {
  await db.transaction(async (tx) => {
    await existingStaff(tx, staffId);
    if (role === 'owner') {
      const owners = await tx
        .select({ staff_id: staffRoles.staff_id })
        .from(staffRoles)
        .where(eq(staffRoles.role, 'owner'))
        .orderBy(asc(staffRoles.staff_id))
        .for('update');
      const holds = owners.some((owner) => owner.staff_id === staffId);
      if (holds && owners.length <= 1) throw new HttpError(409, STAFF_ROLE_MESSAGES.lastOwner);
    }
    await tx.delete(staffRoles).where(and(eq(staffRoles.staff_id, staffId), eq(staffRoles.role, role)));
  });
}
