/**
 * Spec §3 company contact constants: shown in the footer when the visitor is not in a dealer's
 * store. Placeholder numbers in the shape of real ones (no real call centre is reachable here).
 */
export const COMPANY_CONTACTS = {
  /** Complaint line (Bangkok landline). */
  phone: '021234567',
  mobile: '0812345678',
  lineId: '@chokdee',
  /** The company's Facebook page. */
  facebook: 'https://www.facebook.com/chokdee',
} as const;
