import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { claimQuestReward } from '../../../api/quests';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { on } from '@chokdee/shared-kernel/events';
import type { Quest } from '@chokdee/shared-contract/schemas/quest';
import { $quests } from '../../../stores/quests';
import { $questModal, openQuestModal } from '../../../stores/quest-modal';
import { QuestDetailModal } from './quest-detail-modal';

jest.mock('../../../api/quests', () => ({
  fetchActiveQuests: jest.fn(async () => []),
  claimQuestReward: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/api/member', () => ({ searchThaiAddresses: jest.fn(async () => []) }));
const claim = claimQuestReward as jest.MockedFunction<typeof claimQuestReward>;

function quest(value: number): Quest {
  return {
    id: 7,
    name: 'ซื้อครบ 5 ใบ รับกระเป๋า',
    description: 'ซื้อสลากครบ 5 ใบ',
    image: { url: '' },
    started_at: '2026-11-01T00:00:00.000+07:00',
    ended_at: '2026-12-01T00:00:00.000+07:00',
    status: 'active',
    activity_status: value >= 5 ? 'waiting' : 'in_progress',
    quest_rules: [{ id: 1, type: 'buy_tickets', target: 5 }],
    quest_rewards: [{ id: 3, name: 'กระเป๋าผ้ามงคล', description: 'ผ้าแคนวาส', image: { url: '' }, stock: 4 }],
    quest_results: [{ id: 1, value, status: 'active' }],
    shipment_id: null,
  };
}

const show = () =>
  render(
    <MemoryRouter>
      <QuestDetailModal />
    </MemoryRouter>,
  );

beforeEach(() => {
  claim.mockReset();
  $questModal.set({ open: false, tab: 'detail' });
  $quests.set({ quests: [], loaded: true });
});

test('detail tab: name, description, end date in the Buddhist era; ดูของรางวัล switches tabs', () => {
  show();
  // After mounting: the store's own sync resets it for a visitor when the first listener comes.
  act(() => $quests.set({ quests: [quest(2)], loaded: true }));
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => openQuestModal('detail'));
  expect(screen.getByRole('dialog', { name: 'ซื้อครบ 5 ใบ รับกระเป๋า' })).toBeInTheDocument();
  expect(screen.getByText('หมดเขตวันที่ 1 ธันวาคม 2569')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ดูกิจกรรมทั้งหมด' })).toHaveAttribute('href', '/members/activities');
  fireEvent.click(screen.getByRole('button', { name: 'ดูของรางวัล' }));
  expect(screen.getByRole('tab', { name: 'ของรางวัล' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('ซื้อลอตเตอรี่อีก 3 ใบ เพื่อรับของรางวัล')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'ซื้อลอตเตอรี่เพิ่ม' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("a quest's own page opens that quest, not the strip's current one", async () => {
  show();
  const ready = quest(5);
  const asked = { ...quest(5), id: 8, name: 'ซื้อครบ 10 ใบ รับพระ' };
  act(() => $quests.set({ quests: [ready, asked], loaded: true }));
  // The first ready quest opens by itself; close it, then ask for the second one.
  await waitFor(() => expect(screen.getByRole('dialog', { name: ready.name })).toBeInTheDocument());
  act(() => $questModal.set({ open: false, tab: 'detail' }));
  act(() => openQuestModal('reward', asked.id));
  expect(screen.getByRole('dialog', { name: asked.name })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'รายละเอียด' }));
  expect(screen.getByRole('dialog', { name: asked.name })).toBeInTheDocument();
});

test('reaching the target opens the reward tab by itself; a bad address stays with Thai errors', async () => {
  show();
  act(() => $quests.set({ quests: [quest(5)], loaded: true }));
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'ของรางวัล' })).toHaveAttribute('aria-selected', 'true'),
  );
  fireEvent.click(screen.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }));
  fireEvent.click(screen.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }));
  expect(await screen.findByText('กรุณากรอกชื่อผู้รับ')).toBeInTheDocument();
  expect(claim).not.toHaveBeenCalled();
});

function fill() {
  const type = (name: string, value: string) =>
    fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
  type('recipient', 'สมชาย ใจดี');
  type('tel', '0812345678');
  type('address', '99/1 ถนนเจริญกรุง');
  type('sub_district', 'สี่พระยา');
  type('district', 'บางรัก');
  type('province', 'กรุงเทพมหานคร');
  type('zip_code', '10500');
  type('remark', 'ฝากป้อมยาม');
}

test('a good address is sent with the reward id; success shows the dialog and tells the bus', async () => {
  claim.mockResolvedValue({ id: 11 } as never);
  const heard = jest.fn();
  const stop = on('quest:claimed', heard);
  show();
  act(() => $quests.set({ quests: [quest(5)], loaded: true }));
  await waitFor(() => screen.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }));
  fireEvent.click(screen.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }));
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }));
  expect(await screen.findByRole('dialog', { name: 'ลงทะเบียนรับของรางวัลสำเร็จ' })).toBeInTheDocument();
  expect(screen.getByText('รอรับของรางวัลได้เลย')).toBeInTheDocument();
  expect(claim).toHaveBeenCalledWith(
    expect.objectContaining({ quest_reward_id: 3, tel: '0812345678', remark: 'ฝากป้อมยาม' }),
  );
  expect(heard).toHaveBeenCalledWith({ questId: 7, shipmentId: 11 });
  stop();
});

test('a refused claim shows the §8 failure text with the server message', async () => {
  claim.mockRejectedValue(new ApiRequestError({ message: 'ของรางวัลหมดแล้ว', errors: [], status: 409 }));
  show();
  act(() => $quests.set({ quests: [quest(5)], loaded: true }));
  await waitFor(() => screen.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }));
  fireEvent.click(screen.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }));
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถส่งข้อมูลลงทะเบียนได้ ของรางวัลหมดแล้ว');
});
