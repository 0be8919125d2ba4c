import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ProductDetail as Product, ProductVariant } from '@chokdee/shared-contract/schemas/shop';
import { ProductDetail } from './product-detail';

const variant = (id: number, name: string, sub: string, stock: number): ProductVariant => ({
  id,
  name,
  sub_name: sub,
  price: 1000 + id,
  discounted_price: 1000 + id,
  stock,
  image_url: '',
});

const product: Product = {
  code: 'AM0001',
  name: 'พระกริ่งพระพุทธ',
  image_url: '/static/shop/a.svg',
  shop: { code: 'SH1', name: 'ร้านพระเครื่อง' },
  category: { code: 'amulet', name: 'พระเครื่อง' },
  discount: null,
  price_from: 1001,
  original_price_from: 1001,
  in_stock: true,
  is_amulet: true,
  description: 'พระกริ่งรุ่นแรก',
  group_name: 'วัสดุ',
  sub_group_name: 'ขนาด',
  variants: [variant(1, 'ทองคำ', 'เล็ก', 3), variant(2, 'ทองคำ', 'ใหญ่', 4), variant(3, 'เงิน', 'เล็ก', 5)],
};

function renderDetail() {
  render(
    <MemoryRouter>
      <ProductDetail product={product} />
    </MemoryRouter>,
  );
}

test('each variant level is a named radio group, the first of each chosen', () => {
  renderDetail();
  const material = screen.getByRole('radiogroup', { name: 'วัสดุ' });
  expect(
    within(material)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['ทองคำ', 'เงิน']);
  expect(within(material).getByRole('radio', { name: 'ทองคำ' })).toBeChecked();
  expect(
    within(screen.getByRole('radiogroup', { name: 'ขนาด' })).getByRole('radio', { name: 'เล็ก' }),
  ).toBeChecked();
  expect(screen.getByText('เหลือ 3 ชิ้น')).toBeInTheDocument();
});

test('choosing by click and by arrow keys picks the matching variant', async () => {
  const user = userEvent.setup();
  renderDetail();
  await user.click(screen.getByRole('radio', { name: 'ใหญ่' }));
  expect(screen.getByText('เหลือ 4 ชิ้น')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'ทองคำ' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'เงิน' })).toBeChecked();
  expect(screen.getByText('ไม่มีตัวเลือกนี้')).toBeInTheDocument(); // no silver in ใหญ่

  await user.click(screen.getByRole('radio', { name: 'เล็ก' }));
  expect(screen.getByText('เหลือ 5 ชิ้น')).toBeInTheDocument();
});

test('a product of one level shows no second group', () => {
  render(
    <MemoryRouter>
      <ProductDetail
        product={{
          ...product,
          sub_group_name: null,
          variants: [{ ...variant(1, 'ทองคำ', '', 2), sub_name: null }],
        }}
      />
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
  expect(screen.getByText('เหลือ 2 ชิ้น')).toBeInTheDocument();
});
