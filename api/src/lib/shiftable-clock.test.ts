import { shiftableClock } from './shiftable-clock';

const realNow = new Date('2026-12-16T07:30:00.000Z');
const base = () => realNow;

test('a clock starts at its home offset, moves, and resets to home rather than to the real time', () => {
  const fiveHoursBack = -5 * 3_600_000;
  const clock = shiftableClock(base, fiveHoursBack);
  expect(clock.now().toISOString()).toBe('2026-12-16T02:30:00.000Z');
  expect(clock.offsetMs()).toBe(fiveHoursBack);

  clock.moveTo(new Date('2026-12-16T06:59:00.000Z'));
  expect(clock.now().toISOString()).toBe('2026-12-16T06:59:00.000Z');

  clock.reset();
  expect(clock.now().toISOString()).toBe('2026-12-16T02:30:00.000Z');
});

test('without a home offset it resets to the real time, and tells its listeners of each move', () => {
  const clock = shiftableClock(base);
  const moves: number[] = [];
  clock.onMoved(() => moves.push(clock.offsetMs()));
  clock.moveTo(new Date('2026-12-16T08:30:00.000Z'));
  clock.reset();
  expect(clock.now()).toEqual(realNow);
  expect(moves).toEqual([3_600_000, 0]);
});
