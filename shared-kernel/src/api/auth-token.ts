import { atom, readonlyType } from 'nanostores';

const $token = atom<string | null>(null);

/**
 * The member's bearer token, sent by the API client as `Authorization: Bearer <token>`.
 * Kept in memory only until the members issue decides how it is persisted.
 */
export const $authToken = readonlyType($token);

export function setAuthToken(token: string | null): void {
  $token.set(token && token.trim() ? token.trim() : null);
}

export function clearAuthToken(): void {
  $token.set(null);
}
