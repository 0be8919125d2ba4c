import { request, toApiError } from '@chokdee/shared-kernel/api/client';
import {
  AdminRemoteSchema,
  CatalogChangeSchema,
  RemoteVersionSchema,
  StaffSessionSchema,
  type ScheduleBody,
} from '@chokdee/shared-contract/schemas/catalog-admin';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { z } from 'zod';
import { $staffSession, endStaffSession } from '@chokdee/shared-kernel/stores/staff-session';
import { pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  AuditEntrySchema,
  StaffAccountSchema,
  StaffRoleSchema,
  StaffWithRolesSchema,
  type StaffRole,
} from '@chokdee/shared-contract/schemas/staff-roles';

const remoteAnswer = AdminRemoteSchema;
const base = (name: string) => `/admin/v1/remotes/${encodeURIComponent(name)}`;

/** The staff token on every console call (never the member's token). */
function staffHeaders(): Record<string, string> {
  const token = $staffSession.get()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * A console call. A 401 means the staff token is no longer accepted (expired or revoked): the
 * console goes back to its login, which says so, rather than showing the refusal on a card.
 */
async function call<T extends z.core.$ZodType>(
  data: T,
  path: string,
  method: 'get' | 'post' | 'put' | 'delete' = 'get',
  json?: unknown,
): Promise<z.infer<T>> {
  try {
    const body = await request(dataEnvelope(data), path, { method, json, headers: staffHeaders() });
    return (body as { data: z.infer<T> }).data;
  } catch (e) {
    if (toApiError(e).status === 401 && $staffSession.get()) endStaffSession('expired');
    throw e;
  }
}

export const staffLogin = (username: string, password: string) =>
  request(dataEnvelope(StaffSessionSchema), '/admin/v1/staff-sessions', {
    method: 'post',
    json: { username, password },
  }).then((body) => body.data);

export const staffLogout = () => call(z.null(), '/admin/v1/staff-sessions', 'delete');
export const listRemotes = () => call(z.array(AdminRemoteSchema), '/admin/v1/remotes');
export const listVersions = (name: string) => call(z.array(RemoteVersionSchema), `${base(name)}/versions`);
export const listChanges = () => call(z.array(CatalogChangeSchema), '/admin/v1/catalog-changes');

export const setEnabled = (name: string, enabled: boolean) =>
  call(z.unknown(), `${base(name)}/${enabled ? 'enable' : 'disable'}`, 'post');
export const saveSchedule = (name: string, body: ScheduleBody) =>
  call(remoteAnswer, `${base(name)}/schedule`, 'put', body);
export const rollback = (name: string) => call(remoteAnswer, `${base(name)}/rollback`, 'post');
export const setCanary = (name: string, versionId: number, percent: number) =>
  call(remoteAnswer, `${base(name)}/canary`, 'put', { version_id: versionId, percent });
export const promoteCanary = (name: string) => call(remoteAnswer, `${base(name)}/canary/promote`, 'post');
export const rollbackCanary = (name: string) => call(remoteAnswer, `${base(name)}/canary/rollback`, 'post');
export const checkHealth = (name: string) => call(remoteAnswer, `${base(name)}/health-check`, 'post');

/** Who is logged in, with the roles the API checks (read on every opening: a role may have changed). */
export const staffMe = () => call(StaffWithRolesSchema, '/admin/v1/staff-sessions');
export const listStaffAccounts = () => call(z.array(StaffAccountSchema), '/admin/v1/staff-accounts');
export const grantRole = (staffId: number, role: StaffRole) =>
  call(z.array(StaffRoleSchema), `/admin/v1/staff-accounts/${staffId}/roles`, 'post', { role });
export const revokeRole = (staffId: number, role: StaffRole) =>
  call(z.array(StaffRoleSchema), `/admin/v1/staff-accounts/${staffId}/roles/${role}`, 'delete');

/** A page of the audit log, newest first (owner). */
export async function readAuditLog(page: number, perPage = 20) {
  try {
    return await request(pageEnvelope(AuditEntrySchema), '/admin/v1/audit-log', {
      searchParams: { page, per_page: perPage },
      headers: staffHeaders(),
    });
  } catch (e) {
    if (toApiError(e).status === 401 && $staffSession.get()) endStaffSession('expired');
    throw e;
  }
}
