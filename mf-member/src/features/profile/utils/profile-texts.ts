import type { LoginProvider } from '@chokdee/shared-contract/schemas/auth';

export const LOGIN_PROVIDER_LABELS: Record<LoginProvider, string> = {
  local: 'เบอร์โทรศัพท์และรหัสผ่าน',
  line: 'LINE',
};

/** '-' stands for a missing value, as everywhere in the spec. */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : '-';
}
