import type { ProductVariant } from '@chokdee/shared-contract/schemas/shop';
import { pickVariant, variantOptions } from './variant-choice';

const v = (id: number, name: string, sub: string | null): ProductVariant => ({
  id,
  name,
  sub_name: sub,
  price: 100,
  discounted_price: 90,
  stock: 1,
  image_url: '',
});

test('material × size: distinct options and the matching variant', () => {
  const variants = [v(1, 'ทองคำ', 'เล็ก'), v(2, 'ทองคำ', 'ใหญ่'), v(3, 'เงิน', 'เล็ก')];
  expect(variantOptions(variants)).toEqual({ names: ['ทองคำ', 'เงิน'], subNames: ['เล็ก', 'ใหญ่'] });
  expect(pickVariant(variants, 'เงิน', 'เล็ก')?.id).toBe(3);
  expect(pickVariant(variants, 'เงิน', 'ใหญ่')).toBeUndefined();
});

test('one level: no sub-group', () => {
  const variants = [v(1, 'ทองคำ', null), v(2, 'เงิน', null)];
  expect(variantOptions(variants).subNames).toEqual([]);
  expect(pickVariant(variants, 'เงิน', null)?.id).toBe(2);
});
