import { formatSatang } from './satang';

test.each([
  [196_340, '1,963.40 บาท'],
  [5, '0.05 บาท'],
  [0, '0.00 บาท'],
  [600_000_000, '6,000,000.00 บาท'],
])('%d satang reads %s', (satang, text) => {
  expect(formatSatang(satang)).toBe(text);
});
