import type { PageMeta } from '@chokdee/shared-contract/schemas/envelope';

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
