import {
  LoginBodySchema,
  PasswordSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  SafeAppPathSchema,
  ageOn,
  isRealDate,
} from './auth';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

test('password: 8+ characters with a letter and a digit (Thai letters count)', () => {
  expect(PasswordSchema.safeParse('abcd1234').success).toBe(true);
  expect(PasswordSchema.safeParse('รหัสผ่าน12').success).toBe(true);
  expect(messagesOf(PasswordSchema.safeParse('abc1'))).toEqual([': รหัสผ่าน ต้องมีความยาวอย่างน้อย 8 ตัวอักษร']);
  expect(messagesOf(PasswordSchema.safeParse('abcdefgh'))).toEqual([': รหัสผ่าน ต้องประกอบไปด้วยตัวอักษรและตัวเลข']);
});

test('register: confirmation must match, tel 10 digits from 0, required fields in Thai', () => {
  const good = {
    name: 'ก',
    lastname: 'ข',
    tel: '0812345678',
    password: 'abcd1234',
    password_confirmation: 'abcd1234',
  };
  expect(RegisterBodySchema.safeParse(good).success).toBe(true);
  expect(messagesOf(RegisterBodySchema.safeParse({ ...good, password_confirmation: 'x' }))).toEqual([
    'password_confirmation: รหัสผ่าน ไม่ตรงกัน',
  ]);
  expect(messagesOf(RegisterBodySchema.safeParse({ ...good, tel: '081234567' }))).toEqual([
    'tel: เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักและขึ้นต้นด้วย 0',
  ]);
  expect(messagesOf(LoginBodySchema.safeParse({}))).toEqual([
    'tel: กรุณากรอกเบอร์โทรศัพท์',
    'password: กรุณากรอกรหัสผ่าน',
  ]);
});

test('date of birth: real calendar days only; age counts whole years', () => {
  expect(isRealDate('2000-02-29')).toBe(true);
  expect(isRealDate('2001-02-29')).toBe(false);
  expect(
    ProfileUpdateBodySchema.safeParse({ name: 'ก', lastname: 'ข', date_of_birth: '1990-13-01' }).success,
  ).toBe(false);
  expect(ageOn('2006-11-21', '2026-11-21')).toBe(20);
  expect(ageOn('2006-11-22', '2026-11-21')).toBe(19);
  expect(ageOn('2006-12-01', '2026-11-21')).toBe(19);
});

test('safe app paths refuse other sites', () => {
  expect(SafeAppPathSchema.safeParse('/members/profile?x=1').success).toBe(true);
  for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'members', '/a b']) {
    expect(SafeAppPathSchema.safeParse(bad).success).toBe(false);
  }
});
