import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { PRIVACY_POLICY_COOKIE, isPrivacyPolicyAccepted } from '../consent/privacy-policy-acceptance';
import type { FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { contentFixture, mockApi, on } from '../content/testing/content-api';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { ACCEPT_PRIVACY_TEXT, PrivacyPolicyPage } from './privacy-policy-page';

let api: FetchMock;

function clearCookie() {
  document.cookie = `${PRIVACY_POLICY_COOKIE}=; path=/; max-age=0`;
}

async function renderAt(at: string) {
  return (await renderRoute([{ path: '/policy-privacy', element: <PrivacyPolicyPage /> }], at)).router;
}

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
beforeEach(() => {
  clearCookie();
  api = mockApi(
    on('/public/v3/contents/pages/policy-privacy', () => ({
      data: contentFixture({ kind: 'page', slug: 'policy-privacy', title: 'นโยบายความเป็นส่วนตัว' }),
    })),
  );
});
afterEach(() => api.restore());

it('asks a visitor who has not accepted the current version, then stores it and goes home', async () => {
  const router = await renderAt('/policy-privacy');
  await userEvent.click(await screen.findByRole('button', { name: ACCEPT_PRIVACY_TEXT }));
  expect(isPrivacyPolicyAccepted()).toBe(true);
  expect(router.state.location.pathname).toBe('/');
});

it('returns to the guarded page named by redirect_url once accepted', async () => {
  const router = await renderAt(
    `/policy-privacy?redirect_url=${encodeURIComponent('/members/orders?tab=2')}`,
  );
  await userEvent.click(await screen.findByRole('button', { name: ACCEPT_PRIVACY_TEXT }));
  expect(router.state.location.pathname).toBe('/members/orders');
  expect(router.state.location.search).toBe('?tab=2');
});

it.each(['https://evil.example/steal', '//evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)'])(
  'goes home instead of the unsafe redirect_url %s',
  async (target) => {
    const router = await renderAt(`/policy-privacy?redirect_url=${encodeURIComponent(target)}`);
    await userEvent.click(await screen.findByRole('button', { name: ACCEPT_PRIVACY_TEXT }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  },
);

it('asks nothing of a visitor who already accepted it and came on their own', async () => {
  document.cookie = `${PRIVACY_POLICY_COOKIE}=1; path=/`;
  await renderAt('/policy-privacy');
  expect(await screen.findByText('เตรียมบัตรประชาชนและสลากตัวจริง')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: ACCEPT_PRIVACY_TEXT })).not.toBeInTheDocument();
});
