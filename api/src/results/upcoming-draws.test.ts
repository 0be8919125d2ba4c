import { planUpcomingDraws } from './upcoming-draws';

const at = (iso: string) => new Date(iso);

test('plans the next six 1st/16th draws from today in Bangkok', () => {
  const plan = planUpcomingDraws({
    now: at('2026-11-21T11:00:00Z'),
    latestRealDraw: '2026-05-16',
    latestKnownDraw: '2026-05-16',
  });
  expect(plan.map((d) => d.draw_date)).toEqual([
    '2026-12-01',
    '2026-12-16',
    '2027-01-01',
    '2027-01-16',
    '2027-02-01',
    '2027-02-16',
  ]);
  // Windows follow one another: each opens when the previous draw's results are out.
  expect(plan[0]?.sale_start_at.toISOString()).toBe('2026-11-16T09:00:00.000Z');
  for (let i = 1; i < plan.length; i++) {
    const previous = plan[i - 1]?.draw_date;
    expect(plan[i]?.sale_start_at.toISOString()).toBe(`${previous}T09:00:00.000Z`);
    expect(plan[i]?.sale_end_at.toISOString()).toBe(`${plan[i]?.draw_date}T07:00:00.000Z`);
  }
});

test("today's draw is planned when today is a draw day in Bangkok (already the 16th there)", () => {
  const plan = planUpcomingDraws({
    now: at('2026-12-15T18:00:00Z'),
    latestRealDraw: '2026-05-16',
    latestKnownDraw: null,
    count: 2,
  });
  expect(plan.map((d) => d.draw_date)).toEqual(['2026-12-16', '2027-01-01']);
});

test('only dates strictly after the latest real draw, even a moved one', () => {
  const plan = planUpcomingDraws({
    now: at('2026-01-10T03:00:00Z'),
    latestRealDraw: '2026-01-17',
    latestKnownDraw: '2026-01-17',
    count: 2,
  });
  expect(plan.map((d) => d.draw_date)).toEqual(['2026-02-01', '2026-02-16']);
  // The 2026-01-17 draw was on sale until that day, so the next sale opens after it, not on the 16th.
  expect(plan[0]?.sale_start_at.toISOString()).toBe('2026-01-17T09:00:00.000Z');
});

test('count is honoured and years roll over', () => {
  const plan = planUpcomingDraws({
    now: at('2027-12-20T00:00:00Z'),
    latestRealDraw: null,
    latestKnownDraw: null,
    count: 3,
  });
  expect(plan.map((d) => d.draw_date)).toEqual(['2028-01-01', '2028-01-16', '2028-02-01']);
});
