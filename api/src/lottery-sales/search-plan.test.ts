import { matchesPattern } from '@chokdee/shared-contract/rules/ticket-pattern';
import { PROBE_BEFORE_SCAN, planMatches, planSearch, type SearchPlan } from './search-plan';

// Every ticket number, as the integer the database keeps and the six digits the kernel reads.
const ALL_NUMBERS = Array.from({ length: 1_000_000 }, (_, n) => n);
const SIX = ALL_NUMBERS.map((n) => String(n).padStart(6, '0'));

describe('planSearch chooses the cheapest way to read each kind of pattern', () => {
  test('a full number is one equality', () => {
    expect(planSearch('012345')).toEqual({ kind: 'exact', number: 12345 });
  });

  test('leading digits only are one range, with nothing left to test', () => {
    expect(planSearch('123___')).toEqual({ kind: 'range', from: 123000, to: 123999, runs: [] });
    expect(planSearch('0_____')).toEqual({ kind: 'range', from: 0, to: 99999, runs: [] });
    expect(planSearch('98765_')).toEqual({ kind: 'range', from: 987650, to: 987659, runs: [] });
  });

  test('at most 1000 ways to fill the places before the last digit: that many ranges, ascending', () => {
    const last3 = planSearch('___456') as Extract<SearchPlan, { kind: 'ranges' }>;
    expect(last3.kind).toBe('ranges');
    expect(last3.width).toBe(1);
    expect(last3.starts).toHaveLength(1000);
    expect(last3.starts.slice(0, 3)).toEqual([456, 1456, 2456]);
    expect(last3.starts).toEqual([...last3.starts].sort((a, b) => a - b));
    expect(planSearch('1234_6')).toEqual({
      kind: 'ranges',
      starts: [123406, 123416, 123426, 123436, 123446, 123456, 123466, 123476, 123486, 123496],
      width: 1,
    });
    const middle = planSearch('__12__') as Extract<SearchPlan, { kind: 'ranges' }>;
    expect(middle.width).toBe(100);
    expect(middle.starts.slice(0, 3)).toEqual([1200, 11200, 21200]);
    expect(middle.starts).toHaveLength(100);
    expect(planSearch('_1__2_')).toMatchObject({ kind: 'ranges', width: 10 });
    expect(planSearch('1_3___')).toMatchObject({ kind: 'ranges', width: 1000, starts: expect.any(Array) });
    expect((planSearch('1_3_5_') as Extract<SearchPlan, { kind: 'ranges' }>).starts).toHaveLength(100);
  });

  test('more ranges than that, with a leading digit: its range, testing the other', () => {
    expect(planSearch('1____5')).toEqual({
      kind: 'range',
      from: 100000,
      to: 199999,
      runs: [{ divisor: 1, modulus: 10, value: 5 }],
    });
  });

  test('more ranges and no leading digit: an ordered scan with one test per run of digits', () => {
    expect(planSearch('_____0')).toEqual({ kind: 'scan', runs: [{ divisor: 1, modulus: 10, value: 0 }] });
    expect(planSearch('____5_')).toEqual({ kind: 'scan', runs: [{ divisor: 10, modulus: 10, value: 5 }] });
    expect(planSearch('____56')).toMatchObject({
      kind: 'scan',
      runs: [{ divisor: 1, modulus: 100, value: 56 }],
    });
    expect(planSearch('_1___2')).toMatchObject({
      kind: 'scan',
      runs: [
        { divisor: 10_000, modulus: 10, value: 1 },
        { divisor: 1, modulus: 10, value: 2 },
      ],
    });
  });

  test.each(['____56', '_1___2', '__0__9'])(
    `with two digits given, %s first probes exactly the first ${PROBE_BEFORE_SCAN} matching numbers`,
    (pattern) => {
      const plan = planSearch(pattern) as Extract<SearchPlan, { kind: 'scan' }>;
      const first = SIX.filter((six) => matchesPattern(six, pattern))
        .slice(0, PROBE_BEFORE_SCAN)
        .map(Number);
      expect(plan.probeFirst).toEqual(first);
    },
  );

  test('something that is not a pattern is a programming error', () => {
    expect(() => planSearch('______')).toThrow('not a search pattern');
    expect(() => planSearch('12345')).toThrow('not a search pattern');
    expect(() => planSearch('12a456')).toThrow('not a search pattern');
  });
});

describe('every plan takes exactly the numbers the kernel says match', () => {
  const patterns = [
    '000000',
    '999999',
    '123___',
    '0_____',
    '___456',
    '____56',
    '__12__',
    '_____7',
    '_1____',
    '1_3_5_',
    '_2_4_6',
    '12_4__',
    '1____5',
    '_1___2',
    '____5_',
    '1___5_',
    '__1___',
    '_0__0_',
    '00__00',
    '9_____',
  ];
  test.each(patterns)('%s', (pattern) => {
    const plan = planSearch(pattern);
    const mismatches = ALL_NUMBERS.filter((n) => planMatches(plan, n) !== matchesPattern(SIX[n]!, pattern));
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
