import { act } from 'react';
import { createYieldingRoot, HYDRATE_ATTRIBUTE } from './yielding-root';

// A container holding a server-rendered page is hydrated: its nodes stay; one that does not match
// is reported, so a test or a page's console shows it.

// React's own roots here, not Testing Library's: say that this is a test, as it does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({ prize }: { prize: string }) {
  return (
    <main>
      <h1>ผลสลาก</h1>
      <p>{prize}</p>
    </main>
  );
}

function serverRendered(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  container.setAttribute(HYDRATE_ATTRIBUTE, '');
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

test("a marked container's page is hydrated: the server's nodes stay, and later renders update them", async () => {
  const container = serverRendered('<main><h1>ผลสลาก</h1><p>107387</p></main>');
  const heading = container.querySelector('h1');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = createYieldingRoot(container);
  await act(async () => root.render(<Page prize="107387" />));
  expect(container.querySelector('h1')).toBe(heading);
  expect(container.hasAttribute(HYDRATE_ATTRIBUTE)).toBe(false);
  await act(async () => root.render(<Page prize="998007" />));
  expect(container.querySelector('p')?.textContent).toBe('998007');
  expect(errors).not.toHaveBeenCalled();
  act(() => root.unmount());
});

test('a page that does not match what the server sent is reported', async () => {
  const container = serverRendered('<main><h1>ผลสลาก</h1><p>107387</p></main>');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = createYieldingRoot(container);
  await act(async () => root.render(<Page prize="000000" />));
  expect(errors.mock.calls.flat().join(' ')).toContain(
    'the server-rendered page did not match its first render',
  );
  act(() => root.unmount());
});

test('an unmarked container is rendered from nothing', async () => {
  const container = document.createElement('div');
  container.innerHTML = '<p>old</p>';
  const root = createYieldingRoot(container);
  await act(async () => root.render(<Page prize="107387" />));
  expect(container.innerHTML).toBe('<main><h1>ผลสลาก</h1><p>107387</p></main>');
  act(() => root.unmount());
});

test('a page whose address moved on while it hydrated is rendered afresh, with no report', async () => {
  window.history.pushState(null, '', '/policy');
  const container = serverRendered('<main><h1>ผลสลาก</h1><p>107387</p></main>');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = createYieldingRoot(container);
  // The router of the page reads the new address before the hydration is done.
  window.history.pushState(null, '', '/policy-cookie');
  await act(async () => root.render(<Page prize="000000" />));
  expect(container.querySelector('p')?.textContent).toBe('000000');
  expect(errors).not.toHaveBeenCalled();
  act(() => root.unmount());
  window.history.pushState(null, '', '/');
});
