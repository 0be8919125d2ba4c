import { effectiveStatus, parseStatusFilter } from './order-status';

const now = new Date('2026-11-21T11:00:00Z');

test('an unpaid order reads timeout from the instant pay_before passes; other statuses never', () => {
  const before = new Date(now.getTime() + 1);
  expect(effectiveStatus({ status: 'reserved', pay_before: before }, now)).toBe('reserved');
  expect(effectiveStatus({ status: 'reserved', pay_before: now }, now)).toBe('timeout');
  for (const status of ['slip_uploaded', 'ordered', 'cancelled', 'timeout'] as const)
    expect(effectiveStatus({ status, pay_before: new Date(0) }, now)).toBe(status);
});

test('?status: one or several known statuses; unknown → null; empty → no filter', () => {
  expect(parseStatusFilter(undefined)).toBeUndefined();
  expect(parseStatusFilter(' ')).toBeUndefined();
  expect(parseStatusFilter('reserved')).toEqual(['reserved']);
  expect(parseStatusFilter('reserved, slip_uploaded,reserved')).toEqual(['reserved', 'slip_uploaded']);
  expect(parseStatusFilter('reserved,paid')).toBeNull();
});
