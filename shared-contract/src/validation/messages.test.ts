import { VALIDATION_MESSAGES, containAlphaNum, stripEmoji, validationMessage } from './messages';

describe('validation messages', () => {
  it('has the spec texts for url and contain_alpha_num', () => {
    expect(validationMessage('url', { field: 'ลิงก์เฟซบุ๊ก' })).toBe('ลิงก์เฟซบุ๊ก ไม่ถูกต้อง');
    expect(validationMessage('contain_alpha_num', { field: 'รหัสผ่าน' })).toBe(
      'รหัสผ่าน ต้องประกอบไปด้วยตัวอักษรและตัวเลข',
    );
  });

  it('fills the bounds of a rule', () => {
    expect(validationMessage('required', { field: 'ชื่อ' })).toBe('กรุณากรอกชื่อ');
    expect(validationMessage('max', { field: 'ชื่อ', length: 50 })).toBe('ชื่อ ต้องมีความยาวไม่เกิน 50 ตัวอักษร');
    expect(validationMessage('length', { field: 'เบอร์โทรศัพท์', length: 10 })).toBe(
      'เบอร์โทรศัพท์ ต้องมีความยาว 10 ตัวอักษร',
    );
    expect(validationMessage('min_value', { field: 'จำนวน', min: 0 })).toBe('จำนวน ต้องมีค่าตั้งแต่ 0 ขึ้นไป');
  });

  it('leaves a placeholder it was not given, rather than printing "undefined"', () => {
    expect(validationMessage('max_value', { field: 'จำนวน' })).toBe('จำนวน ต้องมีค่าไม่เกิน {max}');
  });

  it('covers every rule of spec §5 in Thai', () => {
    expect(Object.keys(VALIDATION_MESSAGES).sort()).toEqual(
      [
        'confirmed',
        'contain_alpha_num',
        'email',
        'length',
        'max',
        'max_value',
        'min',
        'min_value',
        'numeric',
        'required',
        'url',
      ].sort(),
    );
    for (const message of Object.values(VALIDATION_MESSAGES)) expect(message).toMatch(/[\u0e00-\u0e7f]/);
  });
});

describe('containAlphaNum', () => {
  it.each([
    ['abc123', true],
    ['รหัส1', true],
    ['๑ก', true],
    ['abcdef', false],
    ['123456', false],
    ['กขค', false],
    ['฿100', false],
    ['!@#1', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(containAlphaNum(value)).toBe(expected);
  });
});

describe('stripEmoji', () => {
  it('removes emoji, including joined, skin-toned, flag and keycap sequences', () => {
    expect(stripEmoji('ขอให้ถูกหวย 🙏🍀')).toBe('ขอให้ถูกหวย ');
    expect(stripEmoji('ครอบครัว👨‍👩‍👧‍👦สุขสันต์')).toBe('ครอบครัวสุขสันต์');
    expect(stripEmoji('👍🏽ดี')).toBe('ดี');
    expect(stripEmoji('ไทย🇹🇭')).toBe('ไทย');
    expect(stripEmoji('เลข 1️⃣')).toBe('เลข 1');
    expect(stripEmoji('❤️รัก')).toBe('รัก');
  });

  it('keeps Thai text, its tone marks, digits, punctuation and zero-width spaces', () => {
    const text = 'สวัสดี​ครับ ๑๒๓ 123 (ทดสอบ) #1 ฿500 ๆ';
    expect(stripEmoji(text)).toBe(text);
  });
});
