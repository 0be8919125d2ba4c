import { GENERIC_ERROR_TEXT, summarizeError } from './error-message';

it("keeps the status of the API's answer with its Thai message", () => {
  const notFound = { error: { message: 'ไม่พบข้อมูล', errors: [], status: 404 } };
  expect(summarizeError(notFound)).toEqual({ status: 404, message: 'ไม่พบข้อมูล' });
});

it("shows the API's Thai message carried by the kernel's request error", () => {
  const apiFailure = Object.assign(new Error('HTTP 422'), {
    error: { message: 'ข้อมูลไม่ถูกต้อง', errors: [], status: 422 },
  });
  expect(summarizeError(apiFailure)).toEqual({ status: 422, message: 'ข้อมูลไม่ถูกต้อง' });
});

it('counts a network failure (status 0) as a server-side problem', () => {
  const offline = { error: { message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้', errors: [], status: 0 } };
  expect(summarizeError(offline)).toEqual({ status: 500, message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้' });
});

it('never shows English developer text', () => {
  expect(summarizeError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toEqual({
    status: 500,
    message: GENERIC_ERROR_TEXT,
  });
  expect(summarizeError('boom')).toEqual({ status: 500, message: GENERIC_ERROR_TEXT });
});
