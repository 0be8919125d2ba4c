import { formatBankAccount } from './bank-account';

it('formats a 10-digit account in groups of 3-1-5-1', () => {
  expect(formatBankAccount('1234567890')).toBe('123-4-56789-0');
  expect(formatBankAccount('0012345678')).toBe('001-2-34567-8');
  expect(formatBankAccount('123-4-56789-0')).toBe('123-4-56789-0');
  expect(formatBankAccount('123 4567890')).toBe('123-4-56789-0');
});

it('returns other lengths and non-digits unchanged', () => {
  for (const input of ['', '123456789', '123456789012', '12345abc90']) {
    expect(formatBankAccount(input)).toBe(input);
  }
});
