import { z } from 'zod';

/** Spec §2 layouts; the shell owns them, a route names the one it renders in. */
export const LayoutNameSchema = z.enum([
  'catalogue',
  'default-fluid',
  'default',
  'empty',
  'guest',
  'login',
  'pray',
  'profile',
  'purchase-detail',
  'store',
  'truck',
]);

/** Spec §4 guards: `required` needs a member, `guest` is for logged-out visitors only, `none` is open. */
export const AuthModeSchema = z.enum(['required', 'guest', 'none']);

// Thai letters are allowed: spec §2 names several pages in Thai (e.g. the prayer page /ขอพร).
const routePath = z
  .string()
  .regex(/^\/[A-Za-z0-9\u0e01-\u0e5b\-_/:?*.]*$/, 'เส้นทางต้องขึ้นต้นด้วย / และใช้รูปแบบของ react-router');

export const RemoteRouteSchema = z.object({
  /** A react-router path pattern served by the remote, e.g. `/check-lottery/:slug?`. */
  path: routePath,
  layout: LayoutNameSchema.default('default'),
  auth: AuthModeSchema.default('none'),
  /** Menu label (Thai) when the route appears in the navigation; omitted routes stay out of it. */
  menu_label: z.string().max(60).optional(),
  /**
   * Spec §4 privacy guard: when true, a visitor whose accepted privacy-policy version is not the
   * current one is sent to /policy-privacy first. Absent means false: a route opts in once that
   * page exists, so no route can loop to a page that is not there.
   */
  privacy_guard: z.boolean().optional(),
});

export const RemoteWidgetSchema = z.object({
  /** Named layout slot the widget mounts in, e.g. `store.cart-button`. */
  slot: z.string().min(1).max(80),
  /** Exposed module, e.g. `./widgets/cart-button`. */
  module: z.string().regex(/^\.\/[A-Za-z0-9\-_/]+$/),
});

/** The fields a deploy (or a product owner) sends to register a remote. */
export const RemoteRegistrationSchema = z.object({
  /** Module Federation name, e.g. `mf_lottery`. */
  name: z.string().regex(/^[a-z][a-z0-9_]{1,40}$/, 'ชื่อรีโมตต้องเป็นตัวอักษรเล็ก ตัวเลข หรือ _'),
  /** Absolute URL of the remote's `mf-manifest.json`. */
  entry: z.url({ protocol: /^https?$/ }),
  version: z.string().min(1).max(40),
  routes: z.array(RemoteRouteSchema).max(100).default([]),
  widgets: z.array(RemoteWidgetSchema).max(50).default([]),
  enabled: z.boolean().default(true),
  /** A campaign remote is live only inside this window (both ends optional). */
  campaign_starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  campaign_ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
});

export const RemoteSchema = RemoteRegistrationSchema.extend({
  updated_at: z.iso.datetime({ offset: true }),
});

/** A path whose remote is registered but off (or outside its campaign window) right now. */
export const UnavailableRouteSchema = z.object({
  remote: RemoteRegistrationSchema.shape.name,
  path: routePath,
});

/**
 * What the shell reads at boot: the remotes live now, and the paths of the ones turned off, so
 * a visitor on such a path reads that it is unavailable rather than a 404.
 */
export const CatalogSchema = z.object({
  remotes: z.array(RemoteSchema),
  unavailable_routes: z.array(UnavailableRouteSchema).optional(),
});

export const RemoteNameParamsSchema = z.object({ name: RemoteRegistrationSchema.shape.name });

export type LayoutName = z.infer<typeof LayoutNameSchema>;
export type AuthMode = z.infer<typeof AuthModeSchema>;
export type RemoteRoute = z.infer<typeof RemoteRouteSchema>;
export type RemoteWidget = z.infer<typeof RemoteWidgetSchema>;
export type RemoteRegistration = z.input<typeof RemoteRegistrationSchema>;
export type Remote = z.infer<typeof RemoteSchema>;
export type UnavailableRoute = z.infer<typeof UnavailableRouteSchema>;
export type Catalog = z.infer<typeof CatalogSchema>;
