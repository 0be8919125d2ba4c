import { checkDealerLogin } from './check-dealer-login';

test('a 10-digit phone as typed, with spaces or dashes, and a password pass', () => {
  expect(checkDealerLogin({ tel: '081-234 5678', password: 'dealer1234' })).toEqual({
    ok: true,
    body: { tel: '0812345678', password: 'dealer1234' },
  });
});

test('missing fields and a bad phone get the kernel’s Thai messages', () => {
  expect(checkDealerLogin({ tel: '', password: '' })).toEqual({
    ok: false,
    errors: { tel: 'กรุณากรอกเบอร์โทรศัพท์', password: 'กรุณากรอกรหัสผ่าน' },
  });
  expect(checkDealerLogin({ tel: '12345', password: 'x' })).toEqual({
    ok: false,
    errors: { tel: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักและขึ้นต้นด้วย 0' },
  });
});
