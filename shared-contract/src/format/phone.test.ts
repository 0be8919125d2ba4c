import { formatPhone } from './phone';

it('formats a 10-digit number in groups of 3, 3 and 4', () => {
  expect(formatPhone('0812345678')).toBe('081 234 5678');
  expect(formatPhone('081-234-5678')).toBe('081 234 5678');
  expect(formatPhone(' 081 2345678 ')).toBe('081 234 5678');
});

it('turns +66 into a leading 0', () => {
  expect(formatPhone('+66812345678')).toBe('081 234 5678');
});

it('returns anything that is not 10 digits unchanged', () => {
  for (const input of [
    '',
    '081234567',
    '08123456789',
    '02-123-456',
    '08123x5678',
    '+6681234567',
    '๐๘๑๒๓๔๕๖๗๘',
  ]) {
    expect(formatPhone(input)).toBe(input);
  }
});
