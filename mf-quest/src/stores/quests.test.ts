import type * as AuthModule from '@chokdee/shared-kernel/stores/auth';
import type * as EventsModule from '@chokdee/shared-kernel/events';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { installMemoryStorage } from '@chokdee/shared-kernel/testing/memory-storage';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import type * as QuestsModule from './quests';

let auth: typeof AuthModule;
let events: typeof EventsModule;
let store: typeof QuestsModule;
let fetchMock: FetchMock | undefined;
let value = 2;

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
const questCalls = () => fetchMock?.calls.filter((c) => c.url.includes('/quests/active')) ?? [];
const quest = () => ({
  id: 1,
  name: 'ซื้อครบ 3 ใบ',
  description: '',
  image: { url: '' },
  started_at: '2026-11-01T00:00:00.000+07:00',
  ended_at: '2026-12-01T00:00:00.000+07:00',
  status: 'active',
  activity_status: 'in_progress',
  quest_rules: [{ id: 1, type: 'buy_tickets', target: 3 }],
  quest_rewards: [],
  quest_results: [{ id: 1, value, status: 'active' }],
  shipment_id: null,
});

beforeEach(async () => {
  installMemoryStorage();
  jest.resetModules();
  value = 2;
  auth = await import('@chokdee/shared-kernel/stores/auth');
  events = await import('@chokdee/shared-kernel/events');
  store = await import('./quests');
  const { configureApi } = await import('@chokdee/shared-kernel/api/config');
  configureApi({ publicUrl: 'http://api.test' });
  fetchMock = mockFetch((request) =>
    request.url.includes('/quests/active')
      ? jsonResponse({ data: [quest()] })
      : jsonResponse({ data: authUserFixture() }),
  );
});
afterEach(() => fetchMock?.restore());

test('a visitor fetches nothing and sees no quest', async () => {
  const unbind = store.$currentQuest.listen(() => undefined);
  await flush();
  expect(questCalls()).toHaveLength(0);
  expect(store.$currentQuest.get()).toBeNull();
  unbind();
});

test('login fetches the active quests with the includes of spec §7; logout resets them', async () => {
  const unbind = store.$currentQuest.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  expect(store.$currentQuest.get()?.id).toBe(1);
  expect(new URL(questCalls()[0]!.url).searchParams.get('includes')).toBe(
    'quest_rules,quest_rewards,quest_results,image,quest_rewards.image',
  );
  await auth.logout();
  await flush();
  expect(store.$quests.get()).toEqual({ quests: [], loaded: false });
  unbind();
});

test.each(['track:Purchase', 'track:AddToCart', 'quest:claimed'] as const)(
  'the bus event %s refetches: the strip moves without a reload',
  async (name) => {
    const unbind = store.$completableCount.listen(() => undefined);
    await auth.loginWithToken('tok', 'local');
    await flush();
    expect(store.$completableCount.get()).toBe(0);
    value = 3;
    events.emit(name, {
      questId: 1,
      shipmentId: 1,
      value: 80,
      currency: 'THB',
      content_ids: [],
      num_items: 1,
    } as never);
    await flush();
    expect(store.$completableCount.get()).toBe(1);
    unbind();
  },
);

test('coming back to the tab refetches (the dealer may have confirmed meanwhile)', async () => {
  const unbind = store.$quests.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  const before = questCalls().length;
  window.dispatchEvent(new Event('focus'));
  await flush();
  expect(questCalls().length).toBeGreaterThan(before);
  unbind();
});

test('a failed fetch keeps what was shown', async () => {
  const unbind = store.$quests.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  fetchMock?.restore();
  fetchMock = mockFetch(() => jsonResponse({ message: 'ผิดพลาด', errors: [], status: 500 }, 500));
  await store.refreshQuests();
  expect(store.$quests.get().quests).toHaveLength(1);
  unbind();
});
