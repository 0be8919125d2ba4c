import type { Quest } from '@chokdee/shared-contract/schemas/quest';
import {
  completableCount,
  currentQuest,
  isQuestActive,
  progressPercent,
  readyToComplete,
  remaining,
  targetOf,
  valueOf,
} from './quest-rules';

function quest(overrides: Partial<Quest> = {}): Quest {
  return {
    id: 1,
    name: 'ซื้อครบ 5 ใบ',
    description: '',
    image: { url: '' },
    started_at: '2026-11-01T00:00:00.000+07:00',
    ended_at: '2026-12-01T00:00:00.000+07:00',
    status: 'active',
    activity_status: 'in_progress',
    quest_rules: [{ id: 1, type: 'buy_tickets', target: 5 }],
    quest_rewards: [{ id: 1, name: 'กระเป๋า', description: '', image: { url: '' }, stock: 3 }],
    quest_results: [],
    shipment_id: null,
    ...overrides,
  };
}
const at = (value: number, status: 'active' | 'completed' = 'active') => ({
  quest_results: [{ id: 9, value, status }],
});

describe('isQuestActive (spec §4)', () => {
  test('result active → active, even if the quest was switched off', () => {
    expect(isQuestActive(quest({ ...at(2), status: 'inactive' }))).toBe(true);
  });
  test('result completed → never active', () => {
    expect(isQuestActive(quest(at(5, 'completed')))).toBe(false);
  });
  test('no result: active when the quest is active and has a rule', () => {
    expect(isQuestActive(quest())).toBe(true);
    expect(isQuestActive(quest({ quest_rules: [] }))).toBe(false);
    expect(isQuestActive(quest({ status: 'inactive' }))).toBe(false);
  });
});

describe('readyToComplete', () => {
  test('value equals target and active', () => {
    expect(readyToComplete(quest(at(5)))).toBe(true);
  });
  test('below the target, claimed, no result or no rule → not ready', () => {
    expect(readyToComplete(quest(at(4)))).toBe(false);
    expect(readyToComplete(quest(at(5, 'completed')))).toBe(false);
    expect(readyToComplete(quest())).toBe(false);
    expect(readyToComplete(quest({ ...at(5), quest_rules: [] }))).toBe(false);
  });
});

describe('progressPercent and remaining', () => {
  test('round(value / target × 100)', () => {
    expect(progressPercent(quest(at(2)))).toBe(40);
    expect(
      progressPercent(quest({ ...at(1), quest_rules: [{ id: 1, type: 'buy_tickets', target: 3 }] })),
    ).toBe(33);
    expect(progressPercent(quest(at(5)))).toBe(100);
  });
  test('0 with no value, a zero value or no target', () => {
    expect(progressPercent(quest())).toBe(0);
    expect(progressPercent(quest(at(0)))).toBe(0);
    expect(progressPercent(quest({ ...at(3), quest_rules: [] }))).toBe(0);
  });
  test('remaining = target − value; the whole target before the first ticket', () => {
    expect(remaining(quest(at(2)))).toBe(3);
    expect(remaining(quest())).toBe(5);
    expect(remaining(quest(at(5)))).toBe(0);
    expect(targetOf(quest({ quest_rules: [] }))).toBe(0);
    expect(valueOf(quest())).toBe(0);
  });
});

test('completableCount counts the quests ready to complete', () => {
  expect(
    completableCount([quest(at(5)), quest(at(1)), quest(at(5, 'completed')), quest({ id: 2, ...at(5) })]),
  ).toBe(2);
  expect(completableCount([])).toBe(0);
});

test('currentQuest: a ready one first, else the first active, else none', () => {
  const ready = quest({ id: 2, ...at(5) });
  expect(currentQuest([quest(at(1)), ready])).toBe(ready);
  expect(currentQuest([quest({ id: 3, status: 'inactive' }), quest({ id: 4 })])?.id).toBe(4);
  expect(currentQuest([quest(at(5, 'completed'))])).toBeNull();
});
