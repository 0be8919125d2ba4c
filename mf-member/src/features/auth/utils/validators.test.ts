import { checkConfirmation, checkName, checkNewPassword, checkOtp, checkTel, compact } from './validators';

describe('sign-in field checks (spec §5 messages)', () => {
  it.each([
    ['', 'กรุณากรอกเบอร์โทรศัพท์'],
    ['08123', 'เบอร์โทรศัพท์ ต้องมีความยาว 10 ตัวอักษร'],
    ['081234567890', 'เบอร์โทรศัพท์ ต้องมีความยาว 10 ตัวอักษร'],
    ['08x2345678', 'เบอร์โทรศัพท์ ต้องเป็นตัวเลขเท่านั้น'],
    ['081 234 5678', undefined],
    ['081-234-5678', undefined],
  ])('tel %j → %j', (value, message) => {
    expect(checkTel(value)).toBe(message);
  });

  it.each([
    ['', 'กรุณากรอกรหัสผ่าน'],
    ['ab12', 'รหัสผ่าน ต้องมีความยาวอย่างน้อย 8 ตัวอักษร'],
    ['abcdefgh', 'รหัสผ่าน ต้องประกอบไปด้วยตัวอักษรและตัวเลข'],
    ['12345678', 'รหัสผ่าน ต้องประกอบไปด้วยตัวอักษรและตัวเลข'],
    ['รหัสผ่าน2569', undefined],
    ['abcd1234', undefined],
  ])('new password %j → %j', (value, message) => {
    expect(checkNewPassword(value)).toBe(message);
  });

  it('confirmation must be given and match', () => {
    expect(checkConfirmation('abcd1234', '')).toBe('กรุณากรอกยืนยันรหัสผ่าน');
    expect(checkConfirmation('abcd1234', 'abcd1235')).toBe('รหัสผ่าน ไม่ตรงกัน');
    expect(checkConfirmation('abcd1234', 'abcd1234')).toBeUndefined();
  });

  it('names are required, not blank, and bounded', () => {
    expect(checkName('   ', 'ชื่อ')).toBe('กรุณากรอกชื่อ');
    expect(checkName('ก'.repeat(101), 'นามสกุล')).toBe('นามสกุล ต้องมีความยาวไม่เกิน 100 ตัวอักษร');
    expect(checkName('สมชาย', 'ชื่อ')).toBeUndefined();
  });

  it('OTP is 6 digits', () => {
    expect(checkOtp('')).toBe('กรุณากรอกรหัส OTP');
    expect(checkOtp('12345a')).toBe('รหัส OTP ต้องเป็นตัวเลขเท่านั้น');
    expect(checkOtp('12345')).toBe('รหัส OTP ต้องมีความยาว 6 ตัวอักษร');
    expect(checkOtp('123456')).toBeUndefined();
  });

  it('compact keeps only failed checks', () => {
    expect(compact({ a: undefined, b: 'x' })).toEqual({ b: 'x' });
  });
});
