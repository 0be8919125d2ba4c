/**
 * Spec §5 validation texts. `{field}` is the field's Thai label; other `{name}` placeholders are
 * the rule's bounds, which each form sets.
 */
export const VALIDATION_MESSAGES = {
  required: 'กรุณากรอก{field}',
  email: '{field} ต้องเป็นอีเมลที่ถูกต้อง',
  max: '{field} ต้องมีความยาวไม่เกิน {length} ตัวอักษร',
  numeric: '{field} ต้องเป็นตัวเลขเท่านั้น',
  min: '{field} ต้องมีความยาวอย่างน้อย {length} ตัวอักษร',
  min_value: '{field} ต้องมีค่าตั้งแต่ {min} ขึ้นไป',
  max_value: '{field} ต้องมีค่าไม่เกิน {max}',
  length: '{field} ต้องมีความยาว {length} ตัวอักษร',
  confirmed: '{field} ไม่ตรงกัน',
  url: '{field} ไม่ถูกต้อง',
  contain_alpha_num: '{field} ต้องประกอบไปด้วยตัวอักษรและตัวเลข',
} as const;

export type ValidationRule = keyof typeof VALIDATION_MESSAGES;

/** Fills a rule's message: `validationMessage('max', { field: 'ชื่อ', length: 50 })`. */
export function validationMessage(
  rule: ValidationRule,
  params: { field: string } & Record<string, string | number>,
): string {
  return VALIDATION_MESSAGES[rule].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

// Thai consonants, vowels and tone marks: U+0E01–U+0E4E without the baht sign ฿ (U+0E3F), before the Thai digits.
const LETTER = /[A-Za-z\u0e01-\u0e3a\u0e40-\u0e4e]/;
const DIGIT = /[0-9\u0e50-\u0e59]/;

/** contain_alpha_num: at least one Thai or Latin letter and at least one digit. */
export function containAlphaNum(value: string): boolean {
  return LETTER.test(value) && DIGIT.test(value);
}

// Pictographs plus the invisible parts of emoji sequences: joiner, variation selectors,
// skin tones, flag letters, keycap and tag characters.
const EMOJI =
  /\p{Extended_Pictographic}|[\u{1f3fb}-\u{1f3ff}\u{1f1e6}-\u{1f1ff}\u{e0020}-\u{e007f}]|\u200d|\ufe0e|\ufe0f|\u20e3/gu;

/** Spec §5: emoji are stripped from text; Thai text and its zero-width space are kept. */
export function stripEmoji(value: string): string {
  return value.replace(EMOJI, '');
}
