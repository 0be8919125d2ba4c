import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Quest } from '@chokdee/shared-contract/schemas/quest';
import { $quests } from '../../../stores/quests';
import { $questModal } from '../../../stores/quest-modal';
import { BELL_INTERVAL_MS, BELL_RUN_MS } from './gift-button';
import { QuestFloating } from './quest-floating';

jest.mock('../../../api/quests', () => ({ fetchActiveQuests: jest.fn(async () => []) }));

function quest(value: number, target = 5): Quest {
  return {
    id: 1,
    name: 'ซื้อครบ 5 ใบ',
    description: '',
    image: { url: '' },
    started_at: '2026-11-01T00:00:00.000+07:00',
    ended_at: '2026-12-01T00:00:00.000+07:00',
    status: 'active',
    activity_status: 'in_progress',
    quest_rules: [{ id: 1, type: 'buy_tickets', target }],
    quest_rewards: [],
    quest_results: value ? [{ id: 1, value, status: 'active' }] : [],
    shipment_id: null,
  };
}

const show = (_quests: Quest[]) =>
  render(
    <MemoryRouter>
      <QuestFloating />
    </MemoryRouter>,
  ).rerender;

beforeEach(() => {
  $quests.set({ quests: [], loaded: true });
  $questModal.set({ open: false, tab: 'detail' });
});

test('no active quest: the gift button alone, without a count', () => {
  show([]);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('link', { name: 'กิจกรรมของฉัน' })).toHaveAttribute('href', '/members/activities');
  expect(screen.queryByTestId('quest-gift-count')).toBeNull();
});

test('below the target: "เหลืออีก N ใบ" and the bar at the percent; the arrow opens the modal', () => {
  $quests.set({ quests: [quest(2)], loaded: true });
  show([]);
  expect(screen.getByText('เหลืออีก 3 ใบ')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  act(() => screen.getByRole('button').click());
  expect($questModal.get()).toEqual({ open: true, tab: 'detail' });
});

test('at the target: "value / target ใบ (ครบ)" and the gift button counts it', () => {
  $quests.set({ quests: [quest(5)], loaded: true });
  show([]);
  expect(screen.getByText('5 / 5 ใบ (ครบ)')).toBeInTheDocument();
  expect(screen.getByTestId('quest-gift-count')).toHaveTextContent('1');
});

test('the gift button rings for 500 ms every 5 s', () => {
  jest.useFakeTimers();
  try {
    show([]);
    const link = screen.getByRole('link');
    expect(link).not.toHaveAttribute('data-ringing');
    act(() => jest.advanceTimersByTime(BELL_INTERVAL_MS));
    expect(link).toHaveAttribute('data-ringing', 'true');
    act(() => jest.advanceTimersByTime(BELL_RUN_MS));
    expect(link).not.toHaveAttribute('data-ringing');
  } finally {
    jest.useRealTimers();
  }
});
