import {
  COOKIE_POLICY_VERSION,
  PRIVACY_POLICY_VERSION,
} from '@chokdee/shared-contract/schemas/cookie-consent';
import { randomUUID } from 'node:crypto';

/** A valid cookie choice as the consent bar posts it (a new visitor each time). */
export const cookieChoice = (overrides: Record<string, unknown> = {}) => ({
  visitor_id: randomUUID(),
  enable_cookie_analytics: 'enable',
  enable_cookie_ads: 'disable',
  policy_cookie_version: COOKIE_POLICY_VERSION,
  policy_privacy_version: PRIVACY_POLICY_VERSION,
  ...overrides,
});
