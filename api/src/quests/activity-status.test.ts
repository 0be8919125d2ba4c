import { activityStatus, isActiveForMember } from './activity-status';

const now = new Date('2026-11-21T11:00:00Z');
const quest = {
  started_at: new Date('2026-11-01T00:00:00Z'),
  ended_at: new Date('2026-12-01T00:00:00Z'),
  target: 5,
  result: null,
};

test.each([
  ['no result yet, inside the window', quest, 'in_progress'],
  ['below the target', { ...quest, result: { value: 4, status: 'active' as const } }, 'in_progress'],
  ['at the target, not claimed', { ...quest, result: { value: 5, status: 'active' as const } }, 'waiting'],
  [
    'at the target after the window closed',
    { ...quest, ended_at: new Date('2026-11-20T00:00:00Z'), result: { value: 5, status: 'active' as const } },
    'waiting',
  ],
  ['claimed', { ...quest, result: { value: 5, status: 'completed' as const } }, 'completed'],
  ['not started', { ...quest, started_at: new Date('2026-11-22T00:00:00Z') }, 'incoming'],
  ['ended exactly now', { ...quest, ended_at: now }, 'passed'],
  ['no rule', { ...quest, target: null, result: { value: 3, status: 'active' as const } }, 'in_progress'],
])('%s → %s', (_name, input, expected) => {
  expect(activityStatus(input, now)).toBe(expected);
});

test('only in-progress and waiting quests are active for the member', () => {
  expect(
    ['in_progress', 'waiting', 'passed', 'incoming', 'completed'].map((s) => isActiveForMember(s as never)),
  ).toEqual([true, true, false, false, false]);
});
