import { BANKS, BankAccountBodySchema, bankAccountNumberLength, bankLabel, slipBankLabel } from './bank';

test('the 20 banks of spec §3, in its order, each with a Thai name', () => {
  expect(BANKS.map((b) => b.code)).toEqual([
    'BBL',
    'KBANK',
    'KTB',
    'TMB',
    'SCB',
    'BAY',
    'KKP',
    'CIMBT',
    'TISCO',
    'TBANK',
    'UOBT',
    'TCD',
    'LHFG',
    'ICBCT',
    'GSB',
    'GHB',
    'ISBT',
    'BAAC',
    'SME',
    'EXIM',
  ]);
  for (const bank of BANKS) expect(bank.name).toMatch(/^ธนาคาร/);
});

test('bankLabel maps a code to its Thai name, "-" when unknown or empty', () => {
  expect(bankLabel('BBL')).toBe('ธนาคารกรุงเทพ');
  expect(bankLabel('KBANK')).toBe('ธนาคารกสิกรไทย');
  expect(bankLabel('SCB')).toBe('ธนาคารไทยพาณิชย์');
  expect(bankLabel('XBANK')).toBe('-');
  expect(bankLabel('kbank')).toBe('-');
  expect(bankLabel('')).toBe('-');
  expect(bankLabel(null)).toBe('-');
  expect(bankLabel(undefined)).toBe('-');
});

test("a slip QR's 3-digit sending bank reads as the bank's Thai name, or as the code when unknown", () => {
  expect(slipBankLabel('004')).toBe('ธนาคารกสิกรไทย (004)');
  expect(slipBankLabel('014')).toBe('ธนาคารไทยพาณิชย์ (014)');
  expect(slipBankLabel('030')).toBe('ธนาคารออมสิน (030)');
  expect(slipBankLabel('999')).toBe('รหัสธนาคาร 999');
});

test('account numbers: 12 digits at the state savings banks, 10 elsewhere', () => {
  expect(bankAccountNumberLength('GSB')).toBe(12);
  expect(bankAccountNumberLength('BAAC')).toBe(12);
  expect(bankAccountNumberLength('KBANK')).toBe(10);
});

test('the body schema keeps the digits of a formatted number and trims the name', () => {
  expect(
    BankAccountBodySchema.parse({
      bank_code: ' SCB ',
      account_number: '123-4-56789-0',
      account_name: ' นาย ก ',
    }),
  ).toEqual({ bank_code: 'SCB', account_number: '1234567890', account_name: 'นาย ก' });
});

test('the body schema reports each bad field in Thai', () => {
  const result = BankAccountBodySchema.safeParse({
    bank_code: 'KTB',
    account_number: '12ab',
    account_name: '',
  });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['account_number', 'เลขที่บัญชี ต้องเป็นตัวเลขเท่านั้น'],
    ['account_name', 'กรุณากรอกชื่อบัญชี'],
  ]);
});
