import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopCart } from '@chokdee/shared-contract/schemas/shop';
import { CartStep } from './cart-step';

const cart: ShopCart = {
  key: 'k',
  items: [
    {
      key: '11111111-1111-4111-8111-111111111111',
      id: 5,
      quantity: 2,
      price: 900,
      total_price: 1800,
      original_price: 1000,
      original_total_price: 2000,
      stock: 9,
      product: { code: 'AM0001', name: 'พระกริ่งพระพุทธ', discount: { type: 'percent', amount: 10 } },
      product_variant_group_item: { name: 'ทองคำ' },
      sub_product_variant_group_item: { name: 'เล็ก' },
      media: { url: '/static/shop/a.svg' },
    },
  ],
  total_quantity: 2,
  total_price: 1800,
  original_total_price: 2000,
  saving: 200,
};

test('an empty cart says so and offers to shop (spec §2)', () => {
  render(<CartStep cart={null} onNext={jest.fn()} onClose={jest.fn()} />);
  expect(screen.getByText('ไม่พบสินค้าในตะกร้า')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'เลือกซื้อสินค้า' })).toHaveAttribute('href', '/ecommerce/store');
});

test('the lines and totals in ชิ้น and บาท, the original struck through and the saving', async () => {
  const onNext = jest.fn();
  render(<CartStep cart={cart} onNext={onNext} onClose={jest.fn()} />);
  expect(screen.getByText('ทองคำ / เล็ก')).toBeInTheDocument();
  expect(screen.getByText('900 x 2')).toBeInTheDocument();
  expect(screen.getByText('รวม 2 ชิ้น')).toBeInTheDocument();
  expect(screen.getAllByLabelText('ราคาเดิม 2,000 บาท')).toHaveLength(2);
  expect(screen.getByText('ประหยัด 200 บาท')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'สั่งซื้อ' }));
  expect(onNext).toHaveBeenCalled();
});

test('deleting asks first', async () => {
  render(<CartStep cart={cart} onNext={jest.fn()} onClose={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'ลบ' }));
  expect(screen.getByText('คุณต้องการนำสินค้านี้ออกจากตะกร้า ?')).toBeInTheDocument();
});
