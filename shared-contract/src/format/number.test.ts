import { formatBaht, formatDecimal, formatInteger, formatSatang } from './number';

it('groups integers with commas', () => {
  expect(formatInteger(6_000_000)).toBe('6,000,000');
  expect(formatInteger(0)).toBe('0');
  expect(formatInteger(999)).toBe('999');
  expect(formatInteger(-1234)).toBe('-1,234');
  expect(formatInteger(1234.6)).toBe('1,235');
});

it('shows two decimal places', () => {
  expect(formatDecimal(1234.5)).toBe('1,234.50');
  expect(formatDecimal(0.005)).toBe('0.01');
  expect(formatDecimal(80)).toBe('80.00');
});

it('shows baht, with satang only when there are some', () => {
  expect(formatBaht(6_000_000)).toBe('6,000,000 บาท');
  expect(formatBaht(1234.5)).toBe('1,234.50 บาท');
});

it('never shows minus zero', () => {
  expect(formatInteger(-0.4)).toBe('0');
  expect(formatDecimal(-0.001)).toBe('0.00');
  expect(formatBaht(-0)).toBe('0 บาท');
  expect(formatDecimal(-0.01)).toBe('-0.01');
});

it('shows "-" for NaN and infinity', () => {
  for (const n of [Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(formatInteger(n)).toBe('-');
    expect(formatDecimal(n)).toBe('-');
    expect(formatBaht(n)).toBe('-');
  }
});

it('writes what Intl.NumberFormat en-US writes, for integers, halves and fractions of every size', () => {
  const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const unsigned = (text: string) => text.replace(/^-(?=0(\.0+)?$)/, '');
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const samples = [0.5, 1.5, 2.5, 1.005, 2.675, 0.125, 999.995, 1e15 + 0.5, 123_456_789.125];
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(random() * 16);
    samples.push(Math.round(random() * magnitude * 1000) / 1000, random() * magnitude);
  }
  for (const n of samples.flatMap((x) => [x, -x])) {
    expect(formatInteger(n)).toBe(unsigned(integer.format(n)));
    expect(formatDecimal(n)).toBe(unsigned(decimal.format(n)));
  }
});

describe('formatSatang', () => {
  it('shows baht with two satang digits and grouped thousands', () => {
    expect(formatSatang(197_000)).toBe('1,970.00 บาท');
    expect(formatSatang(600_000_000)).toBe('6,000,000.00 บาท');
    expect(formatSatang(1_005)).toBe('10.05 บาท');
    expect(formatSatang(0)).toBe('0.00 บาท');
    expect(formatSatang(-250)).toBe('-2.50 บาท');
    expect(formatSatang(1.5)).toBe('-');
  });
});
