/**
 * Spec §4/§8: a route naming a guard the shell does not know is a server-side mistake: 500.
 * `error` has the spec §8 shape, so the error page shows its Thai message and status.
 */
export class UnknownGuardError extends Error {
  readonly error: { message: string; errors: []; status: 500 };

  constructor(auth: unknown) {
    super(`Unknown route guard: ${String(auth)}`);
    this.name = 'UnknownGuardError';
    this.error = { message: 'หน้านี้ตั้งค่าไม่ถูกต้อง กรุณาลองใหม่ภายหลัง', errors: [], status: 500 };
  }
}
