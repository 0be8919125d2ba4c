import type { ThaiAddress } from '@chokdee/shared-contract/schemas/address';

/** 'ลาดยาว » จตุจักร » กรุงเทพมหานคร » 10900': one line per suggestion, in the address order. */
export function formatSuggestion(s: ThaiAddress): string {
  return `${s.sub_district} » ${s.district} » ${s.province} » ${s.zip_code}`;
}
