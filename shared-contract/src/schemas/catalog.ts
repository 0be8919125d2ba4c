// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { StaffRoleSchema } from './staff-roles';

/**
 * Spec §2 layouts; the shell owns them, a route names the one it renders in. Named by shape, not
 * by the remote that uses them: `app-bar` a full-screen app under its own bar, `banner` the site
 * header with a band (`header.below`) and a sub-navigation under it.
 */
export const LayoutNameSchema = z.enum([
  'app-bar',
  'banner',
  'catalogue',
  'default-fluid',
  'default',
  'empty',
  'guest',
  'login',
  'profile',
  'purchase-detail',
  'store',
]);

/**
 * A route's layout. A release must name one of today's layouts; a version stored before the
 * layouts were named by shape may still hold `truck` or `pray`, which the API answers as the
 * layouts they became (the response is encoded: stored value → what is sent).
 */
const routeLayout = z.codec(LayoutNameSchema, z.enum([...LayoutNameSchema.options, 'truck', 'pray']), {
  decode: (name) => name,
  encode: (name): LayoutName => (name === 'truck' ? 'app-bar' : name === 'pray' ? 'banner' : name),
});

/** Spec §4 guards: `required` needs a member, `guest` is for logged-out visitors only, `none` is open. */
export const AuthModeSchema = z.enum(['required', 'guest', 'none']);

// Thai letters are allowed: spec §2 names several pages in Thai (e.g. the prayer page /ขอพร).
const routePath = z
  .string()
  .check(z.regex(/^\/[A-Za-z0-9\u0e01-\u0e5b\-_/:?*.]*$/, 'เส้นทางต้องขึ้นต้นด้วย / และใช้รูปแบบของ react-router'));

/**
 * The menus a route can put a link in: the site navigation (and its e-commerce mode), a layout's
 * own menu, the bottom member menu (and its one action), the user menu and the quick links page.
 */
export const MenuNameSchema = z.enum([
  'site',
  'ecommerce',
  'profile',
  'pray',
  'bottom',
  'bottom-action',
  'user',
  'quick-links',
]);

/**
 * A link to the route in one menu. `site` is the header navigation (spec §2), `ecommerce` what
 * it shows instead on the routes in e-commerce mode, `profile` and `pray` the sub-navigations of
 * the profile and banner layouts, `bottom` the bottom member menu, `bottom-action` the button a
 * phone sees alone in it on the pages that ask for that, `user` the logged-in user menu,
 * `quick-links` the `/menu-link` page.
 */
export const MenuEntrySchema = z.object({
  menu: MenuNameSchema,
  /** The link's text (Thai). */
  label: z.string().check(z.minLength(1), z.maxLength(60)),
  /** The group the link sits in (a disclosure in the navigation, a section of the profile menu). */
  group: z.optional(
    z.object({
      id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/)),
      label: z.string().check(z.minLength(1), z.maxLength(60)),
    }),
  ),
  /** A short tag beside the label, e.g. 'ใหม่'. */
  badge: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  /** Place in its menu or group, smaller first; ties keep catalog order. A group sits where its first link does. */
  order: z._default(z.number().check(z.int(), z.gte(0), z.lte(1000)), 500),
  /** Current only on exactly this path, not on the paths below it. */
  exact: z._default(z.boolean(), false),
  /** The line icon drawn beside the label (the bottom menu's), by key, e.g. 'safe'. */
  icon: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,30}$/))),
  /** A line under the label (the quick links page's). */
  description: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  /** Who sees the link: `required` a logged-in member only, `guest` a logged-out visitor only; else both. */
  auth: z.optional(AuthModeSchema),
  /** The key of the count a remote publishes in the kernel's menu badges, shown on the icon. */
  count_badge: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/))),
});

/** `/a/:b?` links to `/a`; a pattern that still needs a parameter (or a splat) is no one place. */
export function linkTarget(pattern: string): string | null {
  const path = pattern.replace(/\/[^/]+\?/g, '') || '/';
  return /[:*?]/.test(path) ? null : path;
}

/**
 * Where a route's menu link goes: `linkTarget` of its path, with the store the visitor shops in
 * (its user reference) in the route's `user_ref_param` (a dealer's store page); null without one.
 */
export function routeLinkTarget(
  route: { path: string; user_ref_param?: string },
  userRef?: string | null,
): string | null {
  const param = route.user_ref_param;
  if (!param) return linkTarget(route.path);
  if (!userRef) return null;
  return linkTarget(route.path.replace(new RegExp(`:${param}(?=/|$)`), encodeURIComponent(userRef)));
}

/**
 * The pages the site's frame sends people to without knowing who serves them: the guards'
 * `login`, `verify-phone` and `profile-edit` (the slim form asking a LINE member's date of birth),
 * the purchase layout's way back to `awaiting-payment`, the LINE banner's `connect-notification`,
 * the home page's `store-directory`. A remote claims one on the route that serves it.
 */
export const SiteRoleSchema = z.enum([
  'login',
  'verify-phone',
  'profile-edit',
  'awaiting-payment',
  'connect-notification',
  'store-directory',
]);

export const RemoteRouteSchema = z
  .object({
    /** A react-router path pattern served by the remote, e.g. `/check-lottery/:slug?`. */
    path: routePath,
    layout: z._default(routeLayout, 'default'),
    auth: z._default(AuthModeSchema, 'none'),
    /** The tab's title on this route, in Thai ('ตรวจผลสลาก' → `ตรวจผลสลาก | โชคดี`); a page can refine it. */
    title: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
    /**
     * Spec §4 privacy guard: when true, a visitor whose accepted privacy-policy version is not the
     * current one is sent to /policy-privacy first. Absent means false: a route opts in once that
     * page exists, so no route can loop to a page that is not there.
     */
    privacy_guard: z.optional(z.boolean()),
    /** Links to this route in the site navigation or a layout's menu. */
    menus: z.optional(z.array(MenuEntrySchema).check(z.maxLength(5))),
    /**
     * `staff`: a page people work in (the truck POS, the dealer's orders), not a visitor's: the
     * shell shows no consumer popup or banner over it.
     */
    surface: z.optional(z.literal('staff')),
    /**
     * A console back office (a `staff` surface): the console links to it for a staff member who
     * holds one of these roles (an owner holds them all).
     */
    staff_roles: z.optional(z.array(StaffRoleSchema).check(z.minLength(1))),
    /** `dark` forces dark mode on this route (spec §2: the shop pages); else the visitor's choice. */
    theme: z.optional(z.literal('dark')),
    /** `ecommerce`: the navigation shows only the `ecommerce` menu's links here (spec §2 e-commerce mode). */
    menu_mode: z.optional(z.literal('ecommerce')),
    /** `action-only`: on phones the bottom member menu shows only its `bottom-action` here (spec §2). */
    bottom_menu: z.optional(z.literal('action-only')),
    /** The path parameter that holds a store code: the footer shows that store's contacts (spec §2). */
    store_param: z.optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/))),
    /**
     * The path parameter that holds a dealer's user reference (spec §2): the page is that dealer's
     * store, so the shell holds the bottom member menu's place from the first render rather than
     * waiting for the store to load (its arrival moved the cookie bar and the banners: a shift).
     */
    user_ref_param: z.optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/))),
    /**
     * A page of the flow that starts in a store (its cart, order and payment): the store the
     * visitor is shopping in keeps its footer and pixels here. Everywhere else (no store in the
     * path, no flag) no store's contacts or pixels show: pixel data never reaches another business.
     */
    store_flow: z.optional(z.boolean()),
    /**
     * What the `app-bar` layout's bar shows beside the site's name on this route, and where the
     * name leads: the app's own start page (the truck POS: 'ฟู้ดทรัค', `/truck`).
     */
    app_bar: z.optional(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(30)),
        home: routePath,
      }),
    ),
    /** The site role this route serves (SiteRoleSchema); one remote's route per role. */
    role: z.optional(SiteRoleSchema),
  })
  .check(
    z.refine((route) => !route.menus?.length || routeLinkTarget(route, 'ref') !== null, {
      message: 'เส้นทางที่มีพารามิเตอร์บังคับอยู่ในเมนูไม่ได้',
      path: ['menus'],
    }),
    z.refine(
      (route) => !route.staff_roles || (route.surface === 'staff' && linkTarget(route.path) !== null),
      {
        message: 'staff_roles ใช้ได้กับเส้นทาง surface staff ที่ไม่มีพารามิเตอร์บังคับเท่านั้น',
        path: ['staff_roles'],
      },
    ),
    z.refine((route) => !route.store_param || route.path.includes(`:${route.store_param}`), {
      message: 'store_param ต้องเป็นพารามิเตอร์ของเส้นทางนี้',
      path: ['store_param'],
    }),
    z.refine((route) => !route.user_ref_param || route.path.includes(`:${route.user_ref_param}`), {
      message: 'user_ref_param ต้องเป็นพารามิเตอร์ของเส้นทางนี้',
      path: ['user_ref_param'],
    }),
    z.refine((route) => !route.role || linkTarget(route.path) !== null, {
      message: 'เส้นทางที่มีพารามิเตอร์บังคับเป็นหน้าที่ของเว็บไซต์ (role) ไม่ได้',
      path: ['role'],
    }),
  );

/**
 * The places in a layout where a widget can mount, named by where they sit, never by a remote or
 * a page: `header.end` the header's end (a cart button, a staff bar's menu), `header.below` a band
 * under the header, `aside` beside the page, `bottom-bar` docked to the bottom edge,
 * `bottom-menu.items` inside the bottom member menu (headless cart sources), `floating` over the
 * page (buttons, their dialogs), `footer.after` under the footer, `main.sections` among the
 * sections of a page's main column that gathers others' content (the home page). A layout or such
 * a page renders the ones it has.
 */
export const WidgetPositionSchema = z.enum([
  'header.end',
  'header.below',
  'aside',
  'bottom-bar',
  'bottom-menu.items',
  'floating',
  'footer.after',
  'main.sections',
]);

export const RemoteWidgetSchema = z.object({
  /** The position the widget mounts in, e.g. `header.end`; a typo fails the catalog's check. */
  slot: WidgetPositionSchema,
  /** Exposed module, e.g. `./widgets/cart-button`. */
  module: z.string().check(z.regex(/^\.\/widgets\/[a-z0-9-]+$/)),
  /** Path patterns where the widget shows (e.g. the remote's own store pages); absent: wherever its slot is. */
  routes: z.optional(z.array(routePath).check(z.maxLength(50))),
  /** `required`: only a logged-in member's pages mount it, so a visitor never downloads the remote for it. */
  auth: z.optional(z.enum(['none', 'required'])),
});

/**
 * A widget as the API stored it. A version registered before the positions keeps its old slot
 * name, which no layout renders: that widget mounts nowhere, and the catalog still reads.
 */
export const StoredRemoteWidgetSchema = z.extend(RemoteWidgetSchema, {
  slot: z.string().check(z.minLength(1), z.maxLength(80)),
});

/** Texts of the catalog's checks that a person reads (the engineer who writes a catalog.json). */
export const CATALOG_MESSAGES = {
  displayNameRequired: 'กรุณาระบุชื่อที่แสดง (display_name) เป็นภาษาไทย เช่น ตรวจผลและซื้อสลาก',
  displayNameThai: 'ชื่อที่แสดง (display_name) ต้องเป็นภาษาไทยที่ผู้ใช้อ่านเข้าใจ',
  displayNameTooLong: 'ชื่อที่แสดง (display_name) ยาวได้ไม่เกิน 60 ตัวอักษร',
} as const;

/**
 * A remote's name in Thai, as members and staff read it (e.g. 'ตรวจผลและซื้อสลาก'): the heading of
 * its card in the console, and `ขออภัย ระบบ{display_name}ขัดข้องชั่วคราว` if it fails. Declared once,
 * in the remote's catalog.json; a name without a Thai letter would show a technical word.
 */
export const RemoteDisplayNameSchema = z
  .string({ error: CATALOG_MESSAGES.displayNameRequired })
  .check(
    z.trim(),
    z.minLength(1, CATALOG_MESSAGES.displayNameRequired),
    z.maxLength(60, CATALOG_MESSAGES.displayNameTooLong),
    z.regex(/[\u0e01-\u0e4e]/, CATALOG_MESSAGES.displayNameThai),
  );

/** The fields a deploy (or a product owner) sends to register a remote. */
export const RemoteRegistrationSchema = z.object({
  /** Module Federation name, e.g. `mf_lottery`. */
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]{1,40}$/, 'ชื่อรีโมตต้องเป็นตัวอักษรเล็ก ตัวเลข หรือ _')),
  /**
   * Its Thai name (RemoteDisplayNameSchema). Optional here so a registration from before the field
   * still parses: the API then keeps the name it has, and answers the technical name for a remote
   * that never sent one.
   */
  display_name: z.optional(RemoteDisplayNameSchema),
  /** Absolute URL of the remote's `mf-manifest.json`. */
  entry: z.url({ protocol: /^https?$/ }),
  version: z.string().check(z.minLength(1), z.maxLength(40)),
  routes: z._default(z.array(RemoteRouteSchema).check(z.maxLength(100)), []),
  widgets: z._default(z.array(RemoteWidgetSchema).check(z.maxLength(50)), []),
  enabled: z._default(z.boolean(), true),
  /** A campaign remote is live only inside this window (both ends optional). */
  campaign_starts_at: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  campaign_ends_at: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
});

/** A semver range, e.g. `^0.1.0` or `>=19.0.0 <20`. */
export const SemverRangeSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(100),
    z.regex(/^[0-9A-Za-z.*^~<>=|\- ]+$/, 'ช่วงเวอร์ชันต้องเป็นรูปแบบ semver'),
  );

/**
 * What a remote was built against (the platform and React ranges of its package.json, recorded by
 * its build in `dist/release.json`): the API refuses a version whose ranges the live shell's
 * platform (shared-kernel) and React do not satisfy.
 */
export const RemoteRequiresSchema = z.object({
  shared_kernel: z.optional(SemverRangeSchema),
  react: z.optional(SemverRangeSchema),
});

/** A registration as a deploy sends it: the remote plus its ranges; `canary_percent` ships it as a canary. */
export const RemoteReleaseSchema = z.extend(RemoteRegistrationSchema, {
  requires: z.optional(RemoteRequiresSchema),
  /** Serve this version to this share of visitors beside the live one, instead of making it live. */
  canary_percent: z.optional(z.number().check(z.int(), z.gte(1), z.lte(99))),
});

export const RemoteSchema = z.extend(RemoteRegistrationSchema, {
  /** Always answered: the registered Thai name, or the technical name when none was ever sent. */
  display_name: z.string(),
  widgets: z._default(z.array(StoredRemoteWidgetSchema).check(z.maxLength(50)), []),
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
  unavailable_routes: z.optional(z.array(UnavailableRouteSchema)),
});

export const RemoteNameParamsSchema = z.object({ name: RemoteRegistrationSchema.shape.name });

/** The shell's visitor id (random, kept in localStorage): picks the canary versions it is served. */
export const VisitorIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const CatalogQuerySchema = z.object({ visitor: z.optional(VisitorIdSchema) });

export type LayoutName = z.infer<typeof LayoutNameSchema>;
export type AuthMode = z.infer<typeof AuthModeSchema>;
export type SiteRole = z.infer<typeof SiteRoleSchema>;
export type RemoteRoute = z.infer<typeof RemoteRouteSchema>;
export type MenuName = z.infer<typeof MenuNameSchema>;
export type MenuEntry = z.infer<typeof MenuEntrySchema>;
export type WidgetPosition = z.infer<typeof WidgetPositionSchema>;
export type RemoteWidget = z.infer<typeof RemoteWidgetSchema>;
export type StoredRemoteWidget = z.infer<typeof StoredRemoteWidgetSchema>;
export type RemoteRegistration = z.input<typeof RemoteRegistrationSchema>;
export type RemoteRelease = z.input<typeof RemoteReleaseSchema>;
export type RemoteRequires = z.infer<typeof RemoteRequiresSchema>;
export type Remote = z.infer<typeof RemoteSchema>;
export type UnavailableRoute = z.infer<typeof UnavailableRouteSchema>;
export type Catalog = z.infer<typeof CatalogSchema>;
