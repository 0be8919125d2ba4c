import {
  SHOP_STOCK_MESSAGES,
  ShopVariantUpdateBodySchema,
  type ShopVariantRow,
  type ShopVariantUpdateBody,
} from '@chokdee/shared-contract/schemas/shop-stock';

/** What the edit form holds: text as typed, so a refused save gives it all back. */
export interface VariantForm {
  on_hand: string;
  discount: 'none' | 'percent' | 'fixed';
  amount: string;
  starts_on: string;
  ends_on: string;
}

export const VARIANT_FIELDS = [
  'on_hand',
  'discount.type',
  'discount.amount',
  'discount.starts_on',
  'discount.ends_on',
] as const;
export type VariantField = (typeof VARIANT_FIELDS)[number];

export function variantFormOf(row: ShopVariantRow): VariantForm {
  return {
    on_hand: String(row.on_hand),
    discount: row.discount?.type ?? 'none',
    amount: row.discount ? String(row.discount.amount) : '',
    starts_on: row.discount?.starts_on ?? '',
    ends_on: row.discount?.ends_on ?? '',
  };
}

/** A whole number typed in Thai or Arabic digits, commas allowed; anything else is NaN. */
function wholeNumber(text: string): number {
  const plain = text.replace(/[๐-๙]/g, (d) => String(d.charCodeAt(0) - 0x0e50)).replace(/[,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

export type FormCheck =
  { ok: true; body: ShopVariantUpdateBody } | { ok: false; errors: Partial<Record<VariantField, string>> };

/** The body the API is sent, checked with the contract's own schema (the API checks it again). */
export function checkVariantForm(form: VariantForm, row: ShopVariantRow): FormCheck {
  const body = {
    version: row.version,
    on_hand: wholeNumber(form.on_hand),
    discount:
      form.discount === 'none'
        ? null
        : {
            type: form.discount,
            amount: wholeNumber(form.amount),
            starts_on: form.starts_on || null,
            ends_on: form.ends_on || null,
          },
  };
  const parsed = ShopVariantUpdateBodySchema.safeParse(body);
  const errors: Partial<Record<VariantField, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') as VariantField;
      // NaN fails as "not a number": the field's own Thai message says what is wanted.
      const message =
        issue.code === 'invalid_type'
          ? field === 'on_hand'
            ? SHOP_STOCK_MESSAGES.stockRequired
            : form.discount === 'percent'
              ? SHOP_STOCK_MESSAGES.percentRange
              : SHOP_STOCK_MESSAGES.bahtRequired
          : issue.message;
      errors[field] ??= message;
    }
  if (body.discount?.type === 'fixed' && body.discount.amount >= row.price)
    errors['discount.amount'] ??= SHOP_STOCK_MESSAGES.bahtBelowPrice;
  const held = row.reserved + row.sold;
  if (Number.isInteger(body.on_hand) && body.on_hand < held && body.on_hand >= 0)
    errors.on_hand ??= SHOP_STOCK_MESSAGES.stockBelowHeld(held);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body };
}
