import { z } from 'zod';
import { IdSchema } from './primitives';
import {
  RemoteRegistrationSchema,
  RemoteRouteSchema,
  RemoteSchema,
  StoredRemoteWidgetSchema,
} from './catalog';

/** Texts of the console's calls (Thai + English where an operator's script reads them too). */
export const CATALOG_ADMIN_MESSAGES = {
  scheduleWindow: 'เวลาปิดต้องอยู่หลังเวลาเปิด',
  usernameFormat: 'ชื่อผู้ใช้ใช้ตัวอักษรเล็ก ตัวเลข . _ - ได้ 3–40 ตัว',
  passwordRequired: 'กรุณากรอกรหัสผ่าน',
} as const;

const instant = z.iso.datetime({ offset: true });

/**
 * Who a change was made by when a deploy script called with the shared admin token (not a staff
 * member): the change log's and a version's `actor`/`registered_by`. The console shows it in Thai.
 */
export const SCRIPT_ACTOR = 'ADMIN_TOKEN';

/** Staff log in with a username (not a phone number: staff are not members). */
export const StaffUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}$/, CATALOG_ADMIN_MESSAGES.usernameFormat);

export const StaffLoginBodySchema = z.object({
  username: StaffUsernameSchema,
  password: z.string().min(1, CATALOG_ADMIN_MESSAGES.passwordRequired).max(200),
});

export const StaffSessionSchema = z.object({
  token: z.string(),
  username: z.string(),
  name: z.string(),
  expires_at: instant,
});

export const StaffSchema = z.object({ username: z.string(), name: z.string(), scope: z.array(z.string()) });

/** The console's schedule: live from `enabled_from` (inclusive) until `enabled_until` (exclusive). */
export const ScheduleBodySchema = z
  .object({ enabled_from: instant.nullable(), enabled_until: instant.nullable() })
  .refine(
    ({ enabled_from: from, enabled_until: until }) => !from || !until || Date.parse(until) > Date.parse(from),
    { message: CATALOG_ADMIN_MESSAGES.scheduleWindow, path: ['enabled_until'] },
  );

export const CanaryBodySchema = z.object({
  version_id: IdSchema,
  percent: z.number().int().min(1).max(99),
});

export const RemoteHealthSchema = z.object({ ok: z.boolean(), checked_at: instant });

/** A remote as the console lists it: the catalog fields plus its releases and health. */
export const AdminRemoteSchema = z.object({
  ...RemoteSchema.shape,
  live_version_id: z.number().int().nullable(),
  /** What a rollback makes live (the version registered before the live one); null: nothing to go back to. */
  previous_version: z.object({ version_id: z.number().int(), version: z.string() }).nullable(),
  canary: z
    .object({ version_id: z.number().int(), version: z.string(), percent: z.number().int() })
    .nullable(),
  health: RemoteHealthSchema.nullable(),
});

export const RemoteVersionSchema = z.object({
  id: z.number().int(),
  remote: RemoteRegistrationSchema.shape.name,
  version: z.string(),
  entry: z.string(),
  routes: z.array(RemoteRouteSchema),
  widgets: z.array(StoredRemoteWidgetSchema),
  kernel_range: z.string().nullable(),
  react_range: z.string().nullable(),
  registered_at: instant,
  registered_by: z.string(),
  live: z.boolean(),
  canary: z.boolean(),
  /** Load failures the shells reported for this version. */
  error_count: z.number().int().min(0),
});

export const CatalogChangeSchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  action: z.string(),
  detail: z.string(),
  actor: z.string(),
  at: instant,
});

export const CatalogChangesQuerySchema = z.object({
  remote: z.optional(RemoteRegistrationSchema.shape.name),
});

const exactVersion = z
  .string()
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'เวอร์ชันต้องเป็น semver เช่น 19.3.1');

/** What the live shell was built with; start.ts (or a deploy of the shell) sends it. */
export const ShellReleaseSchema = z.object({
  kernel_version: exactVersion,
  react_version: exactVersion,
});

/** One remote that failed to load in a visitor's browser (the shell's fallback beacon). */
export const RemoteLoadErrorBodySchema = z.object({
  remote: RemoteRegistrationSchema.shape.name,
  version: RemoteRegistrationSchema.shape.version,
});

export type StaffSession = z.infer<typeof StaffSessionSchema>;
export type AdminRemote = z.infer<typeof AdminRemoteSchema>;
export type RemoteVersion = z.infer<typeof RemoteVersionSchema>;
export type CatalogChange = z.infer<typeof CatalogChangeSchema>;
export type ScheduleBody = z.infer<typeof ScheduleBodySchema>;
export type ShellRelease = z.infer<typeof ShellReleaseSchema>;
