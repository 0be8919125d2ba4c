/**
 * @jest-environment node
 */
import { fetchStore, fetchStores, type StorePage } from '@chokdee/shared-kernel/api/stores';
import { storeInfoFixture, storeSummaryFixture } from '../features/stores/__fixtures__/stores';
import { render } from './render';

// The remote's server render: which pages it renders, what each reads first, and HTML the site's
// CSP and the browser's hydration accept.

jest.mock('@chokdee/shared-kernel/api/stores', () => ({ fetchStores: jest.fn(), fetchStore: jest.fn() }));

const stores = jest.mocked(fetchStores);
const store = jest.mocked(fetchStore);

const READ = 'http://127.0.0.1:4000';
const PUBLIC = 'https://api.chokdee.example';

function storePage(data = [storeSummaryFixture()]): StorePage {
  return { data, meta: { page: 1, per_page: 12, total: data.length, last_page: 1 } };
}

const listed = [
  storeSummaryFixture({ profile: { url: `${READ}/static/stores/profile-1.webp` } }),
  storeSummaryFixture({
    code: 'S2',
    user_code: 'dealer-2',
    name: 'ร้านเฮงเฮง & สลาก',
    verify_status: 'pending',
    is_store_open: false,
  }),
];

beforeEach(() => {
  stores.mockReset().mockResolvedValue(storePage(listed));
  store.mockReset().mockResolvedValue(storeInfoFixture());
});

describe('/dealers', () => {
  it('is rendered with the first page of every store, read as the page reads it', async () => {
    const page = await render('/dealers', READ, PUBLIC);
    expect(stores).toHaveBeenCalledWith({ q: undefined, verified: undefined, page: 1, per_page: 12 });
    expect(Object.keys(page?.answers ?? {})).toEqual(['stores/list?page=1']);

    const html = page?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>ร้านค้าลอตเตอรี่<\/h1>/);
    expect(html).toContain('href="/dealers/dealer-1"');
    expect(html).toContain('>ร้านโชคดีมีชัย</a>');
    expect(html).toContain('>ร้านเฮงเฮง &amp; สลาก</a>');
    expect(html).toContain('ยืนยันตัวตนแล้ว');
    expect(html).toContain('ปิดการขาย');
  });

  it('names pictures by the API’s public address and carries no style attribute', async () => {
    const page = await render('/dealers', READ, PUBLIC);
    expect(page?.html).toContain(`src="${PUBLIC}/static/stores/profile-1.webp"`);
    expect(JSON.stringify(page?.answers)).toContain(`${PUBLIC}/static/stores/profile-1.webp`);
    expect(page?.html).not.toContain(READ);
    expect(page?.html).not.toMatch(/\sstyle="/);
  });

  it('sends its search disabled: it takes input once the browser has hydrated it', async () => {
    const html = (await render('/dealers', READ, PUBLIC))?.html ?? '';
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
    expect(html).toContain('type="search"');
  });

  it('reads a filter in the address the way the page does, should it be asked for one', async () => {
    const page = await render('/dealers?q=เฮง&verified=true&page=2', READ, PUBLIC);
    expect(stores).toHaveBeenCalledWith({ q: 'เฮง', verified: 'true', page: 2, per_page: 12 });
    expect(Object.keys(page?.answers ?? {})).toEqual([
      'stores/list?page=2&q=%E0%B9%80%E0%B8%AE%E0%B8%87&verified=true',
    ]);
    expect(page?.html).toContain('ร้านเฮงเฮง &amp; สลาก');
  });
});

it('renders a store’s page from its info, and leaves members’ pages to the browser', async () => {
  const page = await render('/dealers/dealer-1', READ, PUBLIC);
  expect(store).toHaveBeenCalledWith('dealer-1');
  expect(page?.html).toMatch(/<h1[^>]*>ร้านโชคดีมีชัย<\/h1>/);
  expect(await render('/members/dealers', READ, PUBLIC)).toBeNull();
  expect(stores).not.toHaveBeenCalled();
});
