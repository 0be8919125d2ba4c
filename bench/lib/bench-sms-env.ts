/**
 * The benches run the API as NODE_ENV=production, which does not start without an SMS gateway.
 * They send no text; this gateway points at a closed port, so a text would fail, never go out.
 */
export const BENCH_SMS_ENV = {
  SMS_GATEWAY: 'thaibulksms',
  THAIBULKSMS_API_KEY: 'bench',
  THAIBULKSMS_API_SECRET: 'bench',
  THAIBULKSMS_SENDER: 'bench',
  THAIBULKSMS_URL: 'http://127.0.0.1:9',
} as const;
