import { act, screen, waitFor, within } from '@testing-library/react';
import type { WritableAtom } from 'nanostores';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import type { FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { $catalog } from '../catalog/catalog-store';
import { contentFixture, mockApi, on, pageOf, summaryOf } from '../content/testing/content-api';
import { remote } from '../testing/catalog-fixture';
import { fakeRemoteApp } from '../testing/fake-remote-app';
import { HomePage } from './home-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../catalog/catalog-store', () => {
  const { atom } = jest.requireActual<{ atom: (value: null) => unknown }>('nanostores');
  return { $catalog: atom(null), $catalogError: atom(null) };
});

const catalog$ = $catalog as unknown as WritableAtom<Catalog | null>;

/** Two remotes placing sections on the home page, and one placing its widget elsewhere. */
const sectionsCatalog: Catalog = {
  remotes: [
    remote({
      name: 'mf_first',
      widgets: [{ slot: 'main.sections', module: './widgets/first-sections', auth: 'none' }],
    }),
    remote({
      name: 'mf_second',
      widgets: [
        { slot: 'main.sections', module: './widgets/second-sections' },
        { slot: 'main.sections', module: './widgets/elsewhere', routes: ['/dealers'] },
      ],
    }),
  ],
};

let api: FetchMock;

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
beforeEach(() => {
  api = mockApi(on('/public/v3/contents', () => pageOf([summaryOf(contentFixture())])));
  catalog$.set(sectionsCatalog);
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakeRemoteApp(`ส่วน ${id}`));
});
afterEach(async () => {
  // Let the widgets still loading settle inside the test.
  for (let i = 0; i < 3; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  api.restore();
});

const slot = () => document.querySelector<HTMLElement>('[data-widget-slot="main.sections"]');

it('mounts the main.sections widgets of this page between the hero and the articles, in catalog order', async () => {
  await renderRoute([{ path: '/', element: <HomePage /> }], '/');
  expect(await screen.findByText(/ส่วน mf_second\/widgets\/second-sections/)).toBeInTheDocument();
  const sections = slot()!;
  expect(
    within(sections)
      .getAllByText(/^ส่วน /)
      .map((p) => p.textContent),
  ).toEqual([
    'ส่วน mf_first/widgets/first-sections (mf_first · main.sections)',
    'ส่วน mf_second/widgets/second-sections (mf_second · main.sections)',
  ]);
  expect(loadRemote).not.toHaveBeenCalledWith('mf_second/widgets/elsewhere');
  const hero = screen.getByRole('heading', { level: 1, name: 'ยินดีต้อนรับสู่โชคดี' });
  const articles = screen.getByRole('region', { name: 'บทความล่าสุด' });
  expect(hero.compareDocumentPosition(sections) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(sections.compareDocumentPosition(articles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('holds the room of the sections while they load, and lets it go once they have drawn', async () => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    await arrived;
    return fakeRemoteApp(`ส่วน ${id}`);
  });
  await renderRoute([{ path: '/', element: <HomePage /> }], '/');
  expect(slot()).toHaveAttribute('data-loading');
  arrive();
  expect(await screen.findByText(/ส่วน mf_second\/widgets\/second-sections/)).toBeInTheDocument();
  await waitFor(() => expect(slot()).not.toHaveAttribute('data-loading'));
});

it('keeps the hero and the articles when the sections cannot load, and lets their room go', async () => {
  jest.mocked(loadRemote).mockRejectedValue(new Error('remote down'));
  await renderRoute([{ path: '/', element: <HomePage /> }], '/');
  expect(await screen.findByRole('link', { name: 'วิธีขึ้นเงินรางวัลที่ 1' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'ยินดีต้อนรับสู่โชคดี' })).toBeInTheDocument();
  await waitFor(() => expect(slot()).not.toHaveAttribute('data-loading'));
  expect(slot()).toBeEmptyDOMElement();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('lists the newest articles as cards linking to their page', async () => {
  await renderRoute([{ path: '/', element: <HomePage /> }], '/');
  const link = await screen.findByRole('link', { name: 'วิธีขึ้นเงินรางวัลที่ 1' });
  expect(link).toHaveAttribute('href', '/articles/12/how-to-claim-first-prize');
  expect(
    within(screen.getByRole('region', { name: 'บทความล่าสุด' })).getByRole('heading', { level: 3 }),
  ).toBeInTheDocument();
  const query = new URL(api.calls.find((r) => r.url.includes('/contents'))!.url).searchParams;
  expect(query.get('per_page')).toBe('3');
  expect(api.calls.map((r) => new URL(r.url).pathname)).toEqual(['/public/v3/contents']);
});

it('shows no section of its own when no live remote places one', async () => {
  catalog$.set({ remotes: [] });
  await renderRoute([{ path: '/', element: <HomePage /> }], '/');
  expect(await screen.findByText('วิธีขึ้นเงินรางวัลที่ 1')).toBeInTheDocument();
  expect(slot()).toBeNull();
  expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
    'home-title',
    'home-articles-title',
  ]);
});
