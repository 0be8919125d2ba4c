/**
 * @jest-environment node
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { $apiConfig } from '../api/config';
import { requestState } from '../api/request-cache';
import type { RequestKey } from '../api/request-keys';
import { useRequest } from '../hooks/use-request';
import { renderServerPage } from './server-page';

// A remote's page rendered on a server from its routes: the first render the browser will hydrate.

const KEY = 'stores/info/somchai' as RequestKey;
const API = { read: 'http://127.0.0.1:4000', public: 'https://api.chokdee.example' };

interface Store {
  name: string;
  cover: string;
}

function StorePage() {
  const store = useRequest<Store>(KEY, () => Promise.reject(new Error('the server render reads nothing')));
  if (store.status !== 'success') return <p>กำลังโหลด…</p>;
  return (
    <h1>
      {store.data.name}
      <img src={store.data.cover} alt="" />
    </h1>
  );
}

const routes: RouteObject[] = [
  { path: '/dealers/:userRef', element: <StorePage /> },
  // A lazy page is rendered too, not its fallback.
  { path: '/lazy', Component: lazy(async () => ({ default: () => <p>หน้าที่โหลดทีหลัง</p> })) },
];

const store = { name: 'ร้านสมชาย', cover: `${API.read}/static/stores/cover.svg` };

test('the page is rendered with its answers, the API named by its public address', async () => {
  const page = await renderServerPage({
    routes,
    url: '/dealers/somchai',
    api: API,
    loadAnswers: async () => {
      expect($apiConfig.get().publicUrl).toBe(API.read);
      return { [KEY]: store };
    },
  });
  const cover = `${API.public}/static/stores/cover.svg`;
  expect(page?.answers).toEqual({ [KEY]: { name: 'ร้านสมชาย', cover } });
  expect(page?.html).toContain(`<h1>ร้านสมชาย<img src="${cover}" alt=""/></h1>`);
  expect(page?.html).not.toContain(API.read);
  // Nothing of this page stays for the next one.
  expect(requestState(KEY)).toEqual({ status: 'loading' });
});

test('a lazy page is awaited; a page not rendered on a server gives null', async () => {
  const lazyPage = await renderServerPage({ routes, url: '/lazy', api: API, loadAnswers: async () => ({}) });
  expect(lazyPage?.html).toContain('หน้าที่โหลดทีหลัง');
  expect(
    await renderServerPage({ routes, url: '/members', api: API, loadAnswers: async () => null }),
  ).toBeNull();
});

test('pages asked at once are rendered one at a time, each with its own answers', async () => {
  const names = ['ร้านหนึ่ง', 'ร้านสอง', 'ร้านสาม'];
  const pages = await Promise.all(
    names.map((name, index) =>
      renderServerPage({
        routes,
        url: '/dealers/somchai',
        api: API,
        loadAnswers: () =>
          new Promise((resolve) => setTimeout(() => resolve({ [KEY]: { ...store, name } }), 30 - index * 10)),
      }),
    ),
  );
  expect(pages.map((page) => page?.html.match(/<h1>([^<]+)/)?.[1])).toEqual(names);
});

test('a failed read fails that page only', async () => {
  const failed = renderServerPage({
    routes,
    url: '/dealers/somchai',
    api: API,
    loadAnswers: () => Promise.reject(new Error('404')),
  });
  const next = renderServerPage({
    routes,
    url: '/dealers/somchai',
    api: API,
    loadAnswers: async () => ({ [KEY]: store }),
  });
  await expect(failed).rejects.toThrow('404');
  expect((await next)?.html).toContain('ร้านสมชาย');
});
