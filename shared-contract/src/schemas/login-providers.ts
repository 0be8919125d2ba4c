/**
 * How a member logs in; the database's `login_provider` and token `strategy` take the same values.
 * Its own module: the stored token's strategy is read on every first load, which needs none of
 * the auth answers' schemas.
 */
export const LOGIN_PROVIDERS = ['local', 'line'] as const;

export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];
