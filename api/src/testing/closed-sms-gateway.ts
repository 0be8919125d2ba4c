/**
 * An SMS gateway that sends nothing, for whatever runs the API as NODE_ENV=production without
 * texting anyone (the benches, the fault suite): production does not start without a gateway, and
 * this one points at a closed port, so a text would fail, never go out.
 */
export const CLOSED_SMS_GATEWAY_ENV = {
  SMS_GATEWAY: 'thaibulksms',
  THAIBULKSMS_API_KEY: 'closed',
  THAIBULKSMS_API_SECRET: 'closed',
  THAIBULKSMS_SENDER: 'closed',
  THAIBULKSMS_URL: 'http://127.0.0.1:9',
} as const;
