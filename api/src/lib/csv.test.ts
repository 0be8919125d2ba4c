import { csvCell, csvDateTime, csvDocument } from './csv';

test('a cell with a comma, a quote or a line break is quoted; a formula typed by someone is made text', () => {
  expect(csvCell('สมชาย')).toBe('สมชาย');
  expect(csvCell('บริษัท ก, จำกัด')).toBe('"บริษัท ก, จำกัด"');
  expect(csvCell('พระ "หลวงพ่อ"')).toBe('"พระ ""หลวงพ่อ"""');
  expect(csvCell('บรรทัด\nสอง')).toBe('"บรรทัด\nสอง"');
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvCell('+66812345678')).toBe("'+66812345678");
  expect(csvCell('@sum')).toBe("'@sum");
  expect(csvCell(1250)).toBe('1250');
  expect(csvCell(-5)).toBe('-5');
});

test('a document starts with the BOM and ends every line with CRLF', () => {
  expect(csvDocument(['ชื่อ', 'ยอด'], [['ก, ข', 10]])).toBe('\uFEFFชื่อ,ยอด\r\n"ก, ข",10\r\n');
});

test('an instant as the Buddhist-era day and the Bangkok time', () => {
  expect(csvDateTime(new Date('2026-12-31T17:30:00Z'))).toBe('01/01/2570 00:30');
  expect(csvDateTime('2026-11-30T14:05:00+07:00')).toBe('30/11/2569 14:05');
  expect(csvDateTime(null)).toBe('');
});
