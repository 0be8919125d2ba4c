/** Every table the committed migrations create, in name order (both database drivers' tests check it). */
export const EXPECTED_TABLES = [
  'addresses',
  'auth_tokens',
  'bank_accounts',
  'consent_acceptances',
  'consents',
  'lottery_draws',
  'lottery_results',
  'oauth_states',
  'otp_codes',
  'point_balances',
  'point_transactions',
  'remotes',
  'reward_redemptions',
  'reward_variants',
  'rewards',
  'users',
];
