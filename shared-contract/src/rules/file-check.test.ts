import { checkFile, formatFileSize, typeList } from './file-check';

const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
const MAX = 5 * 1024 * 1024;

function fileOf(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('checkFile', () => {
  const rules = { types: SLIP_TYPES, maxBytes: MAX };
  it('lets through an accepted kind within the size, and a typeless file named like one', () => {
    expect(checkFile(fileOf('a.png', 'image/png', MAX), rules)).toBeNull();
    expect(checkFile(fileOf('a.JPG', '', 10), rules)).toBeNull();
    expect(checkFile(fileOf('a.heic', '', 10), rules)).toBe('ไฟล์ต้องเป็น JPEG, PNG, WebP หรือ PDF');
  });
  it('refuses another kind, then a file too big, in Thai', () => {
    expect(checkFile(fileOf('a.txt', 'text/plain', 10), rules)).toBe('ไฟล์ต้องเป็น JPEG, PNG, WebP หรือ PDF');
    expect(checkFile(fileOf('a.png', 'image/png', MAX + 1), rules)).toBe('ไฟล์ต้องมีขนาดไม่เกิน 5 MB');
  });
  it('says sizes and kinds the Thai way', () => {
    expect(formatFileSize(1_500_000)).toBe('1.4 MB');
    expect(formatFileSize(10)).toBe('1 KB');
    expect(typeList(['image/jpeg', 'image/png'])).toBe('JPEG หรือ PNG');
  });
});
