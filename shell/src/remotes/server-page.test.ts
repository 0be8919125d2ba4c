import { SERVER_PAGE } from '@chokdee/shared-contract/server-page';
import { requestState, resetRequestCache } from '@chokdee/shared-kernel/api/request-cache';
import { HYDRATE_ATTRIBUTE } from '@chokdee/shared-kernel/runtime/yielding-root';
import { dropServerPage, handOverServerPage, serverPageOf, takeServerPage } from './server-page';

// The page the origin rendered, as the shell finds it after its root at boot.
function servePage(answers: string, path = '/check-lottery/2569-05-16'): void {
  document.body.innerHTML =
    '<div id="root"></div>' +
    `<div id="${SERVER_PAGE.pageId}" data-remote="mf_lottery" data-path="${path}"><h1>ผลสลาก</h1><p>107387</p></div>` +
    `<script type="application/json" id="${SERVER_PAGE.answersId}">${answers}</script>`;
}

const at = (pathname: string, search = '') => ({ pathname, search });

afterEach(() => {
  dropServerPage();
  resetRequestCache();
});

test('the answers it was rendered with are known before the first render, and their script goes', () => {
  servePage('{"lottery:result:latest":{"first":"107387"}}');
  takeServerPage();
  expect(requestState('lottery:result:latest' as never)).toEqual({
    status: 'success',
    data: { first: '107387' },
  });
  expect(document.getElementById(SERVER_PAGE.answersId)).toBeNull();
  expect(document.getElementById(SERVER_PAGE.pageId)).not.toBeNull();
});

test('its remote at its address gets it, moved into its container to hydrate', () => {
  servePage('{}');
  takeServerPage();
  const page = serverPageOf('mf_lottery', at('/check-lottery/2569-05-16/'));
  expect(page?.id).toBe(SERVER_PAGE.pageId);
  const container = document.createElement('div');
  handOverServerPage(container);
  expect(container.innerHTML).toBe('<h1>ผลสลาก</h1><p>107387</p>');
  expect(container.hasAttribute(HYDRATE_ATTRIBUTE)).toBe(true);
  expect(document.getElementById(SERVER_PAGE.pageId)).toBeNull();
});

test('a Thai path as the address bar encodes it is the same page', () => {
  servePage('{}', '/articles/1/ตรวจหวย');
  takeServerPage();
  expect(serverPageOf('mf_lottery', at(`/articles/1/${encodeURIComponent('ตรวจหวย')}`))).not.toBeNull();
});

test('another remote, or the visitor already elsewhere: the page goes and nothing is handed over', () => {
  servePage('{}');
  takeServerPage();
  expect(serverPageOf('mf_shop', at('/check-lottery/2569-05-16'))).toBeNull();
  expect(document.getElementById(SERVER_PAGE.pageId)).toBeNull();
  const container = document.createElement('div');
  handOverServerPage(container);
  expect(container.hasAttribute(HYDRATE_ATTRIBUTE)).toBe(false);

  servePage('{}');
  takeServerPage();
  expect(serverPageOf('mf_lottery', at('/dealers'))).toBeNull();
  expect(document.getElementById(SERVER_PAGE.pageId)).toBeNull();
});

test('answers that cannot be read: the page goes, and the browser renders it itself', () => {
  servePage('{"cut in the mid');
  takeServerPage();
  expect(document.getElementById(SERVER_PAGE.pageId)).toBeNull();
  expect(serverPageOf('mf_lottery', at('/check-lottery/2569-05-16'))).toBeNull();
});

test('a link shared with campaign tags gets the page; an address whose query the page reads does not', () => {
  servePage('{}');
  takeServerPage();
  expect(
    serverPageOf('mf_lottery', at('/check-lottery/2569-05-16', '?utm_source=line&fbclid=x')),
  ).not.toBeNull();

  servePage('{}', '/dealers/somchai-lucky');
  takeServerPage();
  expect(serverPageOf('mf_lottery', at('/dealers/somchai-lucky', '?pattern=12'))).toBeNull();
  expect(document.getElementById(SERVER_PAGE.pageId)).toBeNull();
});
