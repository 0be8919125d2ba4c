import { SLIP_MAX_BYTES } from '@chokdee/shared-contract/schemas/order';
import { checkSlipFile } from './check-slip-file';

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

test('accepts JPEG, PNG, WebP and PDF up to exactly 5 MB', () => {
  expect(checkSlipFile(fileOf('a.jpg', 'image/jpeg', 1000))).toBeNull();
  expect(checkSlipFile(fileOf('a.png', 'image/png', 1000))).toBeNull();
  expect(checkSlipFile(fileOf('a.webp', 'image/webp', 1000))).toBeNull();
  expect(checkSlipFile(fileOf('a.pdf', 'application/pdf', SLIP_MAX_BYTES))).toBeNull();
});

test('refuses a bigger file and another type with the API’s words', () => {
  expect(checkSlipFile(fileOf('a.jpg', 'image/jpeg', SLIP_MAX_BYTES + 1))).toBe('ไฟล์ต้องมีขนาดไม่เกิน 5 MB');
  expect(checkSlipFile(fileOf('a.gif', 'image/gif', 10))).toBe('ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF');
  expect(checkSlipFile(fileOf('a.heic', '', 10))).toBe('ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF');
  expect(checkSlipFile(null)).toBe('กรุณาเลือกไฟล์สลิป');
});

test('leaves a typeless file named like a slip to the server', () => {
  expect(checkSlipFile(fileOf('IMG_0001.JPG', '', 10))).toBeNull();
});
