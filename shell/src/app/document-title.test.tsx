import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { claimPageTitle } from '@chokdee/shared-kernel/stores/page-title';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { remote } from '../testing/catalog-fixture';
import { fakeRemoteApp } from '../testing/fake-remote-app';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { buildRoutes } from './build-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const catalog: Catalog = {
  remotes: [
    remote({
      name: 'mf_lottery',
      routes: [
        { path: '/check-lottery', layout: 'empty', auth: 'none', title: 'ตรวจผลสลากกินแบ่งรัฐบาล' },
        { path: '/dealers/:userRef', layout: 'empty', auth: 'none', title: 'ร้านค้า' },
      ],
    }),
  ],
};

beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue(fakeRemoteApp('หน้าของรีโมต'));
});

it("names the tab after the route's catalog title, and after what the page claims over it", async () => {
  const router = renderShellRoutes(buildRoutes(catalog), '/check-lottery');
  await screen.findByText(/หน้าของรีโมต/);
  expect(document.title).toBe('ตรวจผลสลากกินแบ่งรัฐบาล | โชคดี');

  await act(() => router.navigate('/dealers/somchai-lucky'));
  expect(document.title).toBe('ร้านค้า | โชคดี');
  let release = () => {};
  act(() => {
    release = claimPageTitle('ร้านสมชายลอตเตอรี่');
  });
  expect(document.title).toBe('ร้านสมชายลอตเตอรี่ | โชคดี');
  act(() => release());
  expect(document.title).toBe('ร้านค้า | โชคดี');
});
