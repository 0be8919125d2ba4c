import { z } from 'zod';

/**
 * A member's LINE notices (/members/connect-notification): whether the site's LINE Official Account
 * can reach them. `linked`: a LINE account is linked to the member; `following`: it is a friend of the
 * Official Account, so notices are pushed to it.
 */
export const LineNotificationStatusSchema = z.object({
  /** Off when the site has no Official Account configured: the page says so. */
  enabled: z.boolean(),
  linked: z.boolean(),
  following: z.boolean(),
  /** `https://line.me/R/ti/p/@…`: adds the Official Account as a friend; null when unknown. */
  add_friend_url: z.string().nullable(),
});
export type LineNotificationStatus = z.infer<typeof LineNotificationStatusSchema>;

const required = 'จำเป็นต้องระบุ';
/** Missing when this browser did not start the connect: the API then refuses it in Thai. */
const BrowserKeySchema = z.string().max(200).optional();

/** Starts the connect: LINE Login with the add-friend prompt, back to the page itself. */
export const LineNotificationAuthorizeResultSchema = z.object({
  authorize_url: z.string(),
  state: z.string(),
  /** Kept by the page that asked and posted back with the code: a link made elsewhere is refused. */
  browser_key: z.string(),
});

/** What LINE sends the browser back with, and the key this browser kept. */
export const LineNotificationConnectBodySchema = z.object({
  code: z.string({ error: required }).min(1, required).max(2000),
  state: z.string({ error: required }).min(1, required).max(200),
  browser_key: BrowserKeySchema,
});
export type LineNotificationConnectBody = z.input<typeof LineNotificationConnectBodySchema>;
