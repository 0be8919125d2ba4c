import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fetchQuests } from '../../../api/quests';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { QUEST_ACTIVITY_STATUSES, type Quest } from '@chokdee/shared-contract/schemas/quest';
import { ActivityList } from './activity-list';

jest.mock('../../../api/quests', () => ({ fetchQuests: jest.fn() }));

const quest = (id: number, activity_status: Quest['activity_status']): Quest => ({
  id,
  name: `กิจกรรม ${id}`,
  description: '',
  image: { url: '' },
  started_at: '2026-11-01T00:00:00.000+07:00',
  ended_at: '2026-12-01T00:00:00.000+07:00',
  status: 'active',
  activity_status,
  quest_rules: [{ id: 1, type: 'buy_tickets', target: 5 }],
  quest_rewards: [],
  quest_results: [{ id: 1, value: 2, status: 'active' }],
  shipment_id: null,
});

const show = () =>
  render(
    <MemoryRouter>
      <ActivityList />
    </MemoryRouter>,
  );

test('each quest links to its page with its status in Thai (all five)', async () => {
  (fetchQuests as jest.Mock).mockResolvedValue(QUEST_ACTIVITY_STATUSES.map((s, i) => quest(i + 1, s)));
  show();
  expect(await screen.findByRole('link', { name: /กิจกรรม 1/ })).toHaveAttribute(
    'href',
    '/members/activities/1',
  );
  for (const label of ['อยู่ระหว่างกิจกรรม', 'หมดเขตแล้ว', 'เร็วๆ นี้', 'สำเร็จ', 'รอลงทะเบียนรับของรางวัล']) {
    expect(screen.getByText(label)).toBeInTheDocument();
  }
  expect(screen.getAllByText('2 / 5 ใบ · หมดเขตวันที่ 1 ธันวาคม 2569')).toHaveLength(5);
});

test('no quest: a Thai empty text; a failure: the message and a retry', async () => {
  (fetchQuests as jest.Mock).mockResolvedValueOnce([]);
  const { unmount } = show();
  expect(await screen.findByText('ยังไม่มีกิจกรรมในขณะนี้')).toBeInTheDocument();
  unmount();
  (fetchQuests as jest.Mock).mockRejectedValueOnce(
    new ApiRequestError({ message: 'เครือข่ายขัดข้อง', errors: [], status: 0 }),
  );
  show();
  expect(await screen.findByText('เครือข่ายขัดข้อง')).toBeInTheDocument();
});
