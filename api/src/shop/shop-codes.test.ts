import {
  CERTIFICATE_CODE_PATTERN,
  newCertificateCode,
  newPurchaseCode,
  normalizeCertificateCode,
} from './shop-codes';

test('a certificate code has 80 random bits in four readable groups', () => {
  const codes = new Set(Array.from({ length: 2000 }, newCertificateCode));
  expect(codes.size).toBe(2000);
  for (const code of codes) expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
  // 16 characters × log2(32) = 80 bits.
  expect([...codes][0]!.replaceAll('-', '')).toHaveLength(16);
});

test('a typed code is forgiven case, spacing and look-alikes', () => {
  expect(normalizeCertificateCode('7k2q xm4r 0000 abcd')).toBe('7K2Q-XM4R-0000-ABCD');
  expect(normalizeCertificateCode('7K2QXM4RO0OOABCD')).toBe('7K2Q-XM4R-0000-ABCD');
  expect(normalizeCertificateCode('short')).toBe('SH0RT');
});

test('a purchase code names the Bangkok day', () => {
  expect(newPurchaseCode(new Date('2026-11-24T18:00:00Z'))).toMatch(/^SP261125[0-9A-Z]{6}$/);
});
