import { AddressBodySchema, ThaiAddressQuerySchema } from './address';

const home = {
  name: 'บ้าน',
  recipient: 'สมชาย ใจดี',
  address: '99/1 ถนนเจริญกรุง',
  sub_district: 'สี่พระยา',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  zip_code: '10500',
  tel: '0812345678',
};

test('a full address passes; spaces and dashes in tel and zip are dropped, emoji stripped', () => {
  expect(
    AddressBodySchema.parse({ ...home, tel: '081 234 5678', zip_code: '10 500', name: 'บ้าน 🏠' }),
  ).toEqual(home);
});

test('a missing field gets only its required message', () => {
  const { tel: _tel, ...withoutTel } = home;
  const result = AddressBodySchema.safeParse(withoutTel);
  expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['tel', 'กรุณากรอกเบอร์โทรศัพท์'],
  ]);
});

test('q needs at least 2 characters after trimming', () => {
  expect(ThaiAddressQuerySchema.safeParse({ q: ' ก ' }).success).toBe(false);
  expect(ThaiAddressQuerySchema.parse({ q: ' บางรัก ' })).toEqual({ q: 'บางรัก' });
});
