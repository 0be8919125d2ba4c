/**
 * @jest-environment node
 */
import type { RouteObject } from 'react-router';
import { createServerRender, createServerWidgetRender } from './server-render';

// Which page a remote's server render renders for an address, and with what it reads.

const routes: RouteObject[] = [
  { path: '/ขอพร/search', element: <h1>ค้นหา</h1> },
  { path: '/ขอพร/:slug', element: <h1>คำขอพร</h1> },
  { path: '/members/pray', element: <h1>ของฉัน</h1> },
];

function renderWith() {
  const read = jest.fn(async (params: Record<string, string | undefined>, search: URLSearchParams) => ({
    [`pray/${params.slug}`]: { tab: search.get('tab') },
  }));
  const render = createServerRender(routes, [
    { path: '/ขอพร/search', answers: null },
    { path: '/ขอพร/:slug', answers: read },
  ]);
  return { render, read };
}

test('a listed page is rendered with what it reads, its Thai path decoded or not', async () => {
  const { render, read } = renderWith();
  for (const url of ['/ขอพร/หายป่วย?tab=news', encodeURI('/ขอพร/หายป่วย') + '?tab=news']) {
    const page = await render(url, 'http://127.0.0.1:4000');
    expect(page?.html).toContain('คำขอพร');
    expect(page?.answers).toEqual({ 'pray/หายป่วย': { tab: 'news' } });
  }
  expect(read).toHaveBeenCalledTimes(2);
});

test('the first listed page that matches decides: a page left to the browser, or one not listed, is null', async () => {
  const { render, read } = renderWith();
  expect(await render('/ขอพร/search?q=x', 'http://127.0.0.1:4000')).toBeNull();
  expect(await render('/members/pray', 'http://127.0.0.1:4000')).toBeNull();
  expect(read).not.toHaveBeenCalled();
});

test('a page that names its layout is answered with it; a catalog page is not', async () => {
  const render = createServerRender(routes, [
    { path: '/ขอพร/search', answers: async () => ({}), layout: 'default-fluid' },
    { path: '/ขอพร/:slug', answers: async () => ({}) },
  ]);
  expect((await render('/ขอพร/search', 'http://127.0.0.1:4000'))?.layout).toBe('default-fluid');
  const page = await render('/ขอพร/หายป่วย', 'http://127.0.0.1:4000');
  expect(page?.html).toContain('คำขอพร');
  expect(page).not.toHaveProperty('layout');
});

test('a listed widget is rendered alone with the slot props and what it reads; another is null', async () => {
  const Widget = ({ slot }: { slot: string }) => <p>ผลล่าสุด in {slot}</p>;
  const answers = jest.fn(async () => ({ 'lottery/latest': { first: '123456' } }));
  const renderWidget = createServerWidgetRender([{ module: './widgets/home', component: Widget, answers }]);
  const props = { remoteName: 'mf_lottery', slot: 'main.sections' };
  const widget = await renderWidget('./widgets/home', props, 'http://127.0.0.1:4000');
  expect(widget?.html).toBe('<p>ผลล่าสุด in <!-- -->main.sections</p>');
  expect(widget?.answers).toEqual({ 'lottery/latest': { first: '123456' } });
  expect(await renderWidget('./widgets/other', props, 'http://127.0.0.1:4000')).toBeNull();
  expect(answers).toHaveBeenCalledTimes(1);
});
