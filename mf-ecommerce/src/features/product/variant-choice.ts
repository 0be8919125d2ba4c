import type { ProductVariant } from '@chokdee/shared-contract/schemas/shop';

/** The distinct names of the group and the sub-group, in the variants' order. */
export function variantOptions(variants: readonly ProductVariant[]) {
  const names = [...new Set(variants.map((v) => v.name))];
  const subNames = [...new Set(variants.flatMap((v) => (v.sub_name ? [v.sub_name] : [])))];
  return { names, subNames };
}

/** The variant of a group item × sub-group item, if the product has that combination. */
export function pickVariant(
  variants: readonly ProductVariant[],
  name: string | null,
  subName: string | null,
): ProductVariant | undefined {
  return variants.find((v) => v.name === name && (v.sub_name ?? null) === subName);
}
