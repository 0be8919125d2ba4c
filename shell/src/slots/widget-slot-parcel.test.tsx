import React, { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, waitFor, within } from '@testing-library/react';
import singleSpaReact from 'single-spa-react';
import { createYieldingRoot } from '@chokdee/shared-kernel/runtime/yielding-root';
import { dropWidgetIslands, keepWidgetIslands } from '../remotes/widget-islands';
import { WidgetParcel } from './widget-slot-parcel';
import { loadRemoteWidget, type WidgetLoadResult } from './widget-slot-load';

// A widget the origin rendered in an island: the island keeps the server's HTML, and the widget,
// once its code has come, hydrates those very nodes on its own root.

jest.mock('./widget-slot-load', () => ({ loadRemoteWidget: jest.fn() }));

/** A widget whose button counts: it answers only once hydrated. */
function LatestDraw() {
  const [taps, setTaps] = useState(0);
  return (
    <section>
      <h2>งวดล่าสุด 107387</h2>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        แตะแล้ว {taps} ครั้ง
      </button>
    </section>
  );
}

const widget = { remoteName: 'mf_lottery', module: './widgets/home-sections' };
const KEY = 'mf_lottery:./widgets/home-sections';

function serverPageWithIsland(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `<div data-widget-island="${KEY}" data-slot="main.sections">${renderToString(<LatestDraw />)}</div>`;
  document.body.append(page);
  return page;
}

let resolveLoad: (result: WidgetLoadResult) => void;
beforeEach(() => {
  jest.mocked(loadRemoteWidget).mockImplementation(() => new Promise((resolve) => (resolveLoad = resolve)));
});
afterEach(() => {
  dropWidgetIslands();
  document.body.replaceChildren();
});

test("the island shows the server's widget at once, then the widget hydrates the same nodes", async () => {
  const serverPage = serverPageWithIsland();
  keepWidgetIslands(serverPage);
  const settled = jest.fn();
  const { container } = render(<WidgetParcel widget={widget} slot="main.sections" onSettled={settled} />);
  // In the browser the server's page is this very tree (hydrated); here its copy goes.
  serverPage.remove();
  const view = within(container);

  const island = container.querySelector(`[data-widget-island="${KEY}"]`)!;
  const heading = view.getByRole('heading', { name: 'งวดล่าสุด 107387' });
  expect(island.contains(heading)).toBe(true);

  // As a remote's widget is built: single-spa-react on the kernel's root, which hydrates an island.
  const { bootstrap, mount, unmount } = singleSpaReact({
    React,
    ReactDOMClient: { createRoot: createYieldingRoot },
    rootComponent: LatestDraw,
    errorBoundary: () => <></>,
  });
  await act(async () => resolveLoad({ status: 'ready', config: { name: KEY, bootstrap, mount, unmount } }));
  await waitFor(() => expect(settled).toHaveBeenCalled());

  // The widget's root took the server's nodes as they were: the heading is the same node.
  expect(view.getByRole('heading', { name: 'งวดล่าสุด 107387' })).toBe(heading);
  expect(island.hasAttribute('data-hydrate')).toBe(false);
  await act(async () => view.getByRole('button').click());
  await waitFor(() => expect(view.getByRole('button')).toHaveTextContent('แตะแล้ว 1 ครั้ง'));
});

test('without an island for it the widget renders nothing until its code has come', async () => {
  const { container } = render(<WidgetParcel widget={widget} slot="main.sections" />);
  expect(container.querySelector('[data-widget-island]')).toBeNull();
  expect(within(container).queryByRole('heading')).toBeNull();
});
