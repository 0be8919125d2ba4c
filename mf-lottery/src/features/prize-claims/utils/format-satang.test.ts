import { formatSatang } from './format-satang';

describe('formatSatang', () => {
  it('shows baht with two satang digits and grouped thousands', () => {
    expect(formatSatang(197_000)).toBe('1,970.00 บาท');
    expect(formatSatang(600_000_000)).toBe('6,000,000.00 บาท');
    expect(formatSatang(1_005)).toBe('10.05 บาท');
    expect(formatSatang(0)).toBe('0.00 บาท');
    expect(formatSatang(-250)).toBe('-2.50 บาท');
  });
});
