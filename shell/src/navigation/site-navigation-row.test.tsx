import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { SiteNavigation } from './site-navigation';

jest.mock('../catalog/catalog-store', () => {
  const { atom } = jest.requireActual<{ atom: (value: null) => unknown }>('nanostores');
  return { $catalog: atom(null), $catalogError: atom(null) };
});

// jsdom lays nothing out: the wide header's row is given a width and each item 100 px.
const ITEM_WIDTH = 100;

function layOutRow(rowWidth: number) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(min-width: 1024px)',
  })) as typeof window.matchMedia;
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'UL' ? rowWidth : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.tagName === 'LI' ? ITEM_WIDTH : 0;
    return { width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0, toJSON: () => ({}) };
  });
}

/** Reports the row's size when it is first watched, as a browser does before the first paint. */
class ResizeObserverNow {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    if (target.tagName === 'UL') this.callback([], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  window.ResizeObserver = ResizeObserverNow as unknown as typeof ResizeObserver;
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(window, 'ResizeObserver');
});

function renderAt(path: string) {
  return renderShellRoutes([{ path: '*', element: <SiteNavigation /> }], path);
}

const row = () => screen.getByRole('navigation', { name: 'เมนูหลัก' }).querySelector('ul') as HTMLElement;
/** The row's entries (its own items, not the lists inside them) a visitor sees. */
const shownEntries = () =>
  [...row().children]
    .filter((item) => !item.classList.contains('overflowed'))
    .map((item) => item.firstElementChild?.textContent);

it('keeps every entry on the row, with no เพิ่มเติม, when they fit', () => {
  layOutRow(3 * ITEM_WIDTH);
  renderAt('/');
  expect(shownEntries()).toEqual(['หน้าแรก', 'บริการของเรา', 'เกี่ยวกับเรา']);
  expect(screen.queryByRole('button', { name: 'เพิ่มเติม' })).not.toBeInTheDocument();
});

it('moves the entries that do not fit under เพิ่มเติม, a disclosure opened by keyboard', async () => {
  layOutRow(2.5 * ITEM_WIDTH);
  renderAt('/');
  expect(shownEntries()).toEqual(['หน้าแรก', 'เพิ่มเติม']);

  const more = screen.getByRole('button', { name: 'เพิ่มเติม' });
  const list = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(list).not.toBeVisible();
  more.focus();
  await userEvent.keyboard('{Enter}');
  expect(more).toHaveAttribute('aria-expanded', 'true');
  expect(within(list).getByRole('link', { name: 'บริการของเรา' })).toHaveAttribute('href', '/บริการของเรา');
  // A group keeps its name over its links.
  expect(within(list).getByText('เกี่ยวกับเรา')).toBeVisible();
  expect(within(list).getByRole('link', { name: 'ร้องเรียน' })).toHaveAttribute('href', '/complain');

  await userEvent.keyboard('{Escape}');
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(more).toHaveFocus();
});

it('marks เพิ่มเติม as current when the page is one of its links', () => {
  layOutRow(2.5 * ITEM_WIDTH);
  renderAt('/complain');
  expect(screen.getByRole('button', { name: 'เพิ่มเติม' })).toHaveClass('active');
});

it('keeps the phone menu whole: no เพิ่มเติม below the wide header', () => {
  layOutRow(2.5 * ITEM_WIDTH);
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  renderAt('/');
  expect(screen.queryByRole('button', { name: 'เพิ่มเติม' })).not.toBeInTheDocument();
  expect(shownEntries()).toEqual(['หน้าแรก', 'บริการของเรา', 'เกี่ยวกับเรา']);
});
