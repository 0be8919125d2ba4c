import { LoginBodySchema, type LoginBody } from '@chokdee/shared-contract/schemas/auth';

export type DealerLoginErrors = Partial<Record<keyof LoginBody, string>>;

export type DealerLoginCheck = { ok: true; body: LoginBody } | { ok: false; errors: DealerLoginErrors };

/** The kernel's login rules (TelSchema, password required), with their Thai messages per field. */
export function checkDealerLogin(values: { tel: string; password: string }): DealerLoginCheck {
  // People type a phone number as they read it: '081-234 5678'.
  const parsed = LoginBodySchema.safeParse({ ...values, tel: values.tel.replace(/[\s-]/g, '') });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: DealerLoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'tel' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
