import { checkFeePercent } from './fee-percent';

test.each([
  ['1.5', 150],
  ['0', 0],
  ['10', 1000],
  ['0.29', 29],
  ['1.250', 125],
  ['.5', 50],
  [' 2.75 % ', 275],
])('%s %% is %d basis points', (input, bps) => {
  expect(checkFeePercent(input)).toEqual({ ok: true, body: { fee_bps: bps } });
});

test.each([
  ['', 'กรุณากรอกค่าบริการ'],
  ['abc', 'กรุณากรอกค่าบริการเป็นตัวเลข เช่น 1.5'],
  ['1,5', 'กรุณากรอกค่าบริการเป็นตัวเลข เช่น 1.5'],
  ['.', 'กรุณากรอกค่าบริการเป็นตัวเลข เช่น 1.5'],
  ['1.255', 'ค่าบริการกรอกทศนิยมได้ไม่เกิน 2 ตำแหน่ง (ทีละ 0.01%)'],
  ['10.01', 'ค่าบริการต้องไม่เกิน 10%'],
  ['-0.5', 'ค่าบริการต้องไม่ติดลบ'],
])('%j is refused: %s', (input, error) => {
  expect(checkFeePercent(input)).toEqual({ ok: false, error });
});
