import {
  fieldErrorsFromApi,
  firstInvalidField,
  prefillFrom,
  shownValues,
  validateComplaint,
} from './complaint-form-rules';

const valid = {
  name: ' สมหญิง รักดี ',
  tel: '089-123-4567',
  email: '',
  topic: 'dealer',
  store_code: '',
  message: 'ร้านค้าไม่ส่งสลากตามที่สั่งซื้อ',
};

it('cleans a valid form the way the API will read it', () => {
  expect(validateComplaint(valid)).toEqual({
    ok: true,
    body: { ...valid, name: 'สมหญิง รักดี', tel: '0891234567', email: null, store_code: null },
  });
});

it('gives one Thai message per invalid field, the first in form order focused first', () => {
  const result = validateComplaint({ ...valid, email: 'not-an-email', message: 'สั้น' });
  expect(result).toEqual({
    ok: false,
    errors: {
      email: 'อีเมล ต้องเป็นอีเมลที่ถูกต้อง',
      message: 'รายละเอียด ต้องมีความยาวอย่างน้อย 10 ตัวอักษร',
    },
  });
  expect(result.ok ? undefined : firstInvalidField(result.errors)).toBe('email');
});

it("keeps the API's errors for this form's fields only", () => {
  expect(
    fieldErrorsFromApi([
      { field: 'tel', message: 'เบอร์ไม่ถูกต้อง' },
      { field: 'request', message: 'x' },
    ]),
  ).toEqual({ tel: 'เบอร์ไม่ถูกต้อง' });
});

it('shows what was typed over the prefill, even an emptied field', () => {
  const prefill = prefillFrom({ name: 'สมชาย', lastname: 'ใจดี', tel: null });
  expect(prefill).toEqual({ name: 'สมชาย ใจดี', tel: '' });
  expect(shownValues({ name: '' }, prefill).name).toBe('');
  expect(shownValues({}, prefill).name).toBe('สมชาย ใจดี');
});
