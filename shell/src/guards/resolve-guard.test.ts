import type { PostLoginUser } from '@chokdee/shared-contract/rules/post-login-redirect';
import { resolveGuard, type GuardInput } from './resolve-guard';
import { UnknownGuardError } from './unknown-guard-error';

const member: PostLoginUser = { login_provider: 'local', verified_otp_id: 4, date_of_birth: '1990-04-01' };
const unverified: PostLoginUser = { ...member, verified_otp_id: null };
const lineWithoutBirthday: PostLoginUser = {
  login_provider: 'line',
  verified_otp_id: null,
  date_of_birth: null,
};

// Where mf-member's catalog.json places the pages these guards send people to.
const memberRoles: GuardInput['roles'] = {
  login: '/members/login',
  'verify-phone': '/members/verify-phone',
  'profile-edit': '/members/profile/edit',
};

function guard(auth: unknown, user: PostLoginUser | null, pathname: string, extra: Partial<GuardInput> = {}) {
  return resolveGuard({ auth, user, pathname, search: '', roles: memberRoles, ...extra });
}

describe('required page, logged out', () => {
  it('goes to login, remembering the intent path', () => {
    expect(guard('required', null, '/members/profile')).toEqual({
      to: '/members/login?redirect_url=%2Fmembers%2Fprofile',
      intent: '/members/profile',
    });
  });

  it('remembers the query string too, with or without its "?"', () => {
    const intent = '/members/win-history/2026-05-16?page=2';
    const expected = { to: `/members/login?redirect_url=${encodeURIComponent(intent)}`, intent };
    expect(guard('required', null, '/members/win-history/2026-05-16', { search: '?page=2' })).toEqual(
      expected,
    );
    expect(guard('required', null, '/members/win-history/2026-05-16', { search: 'page=2' })).toEqual(
      expected,
    );
    expect(guard('required', null, '/members/safe', { search: '?' })?.intent).toBe('/members/safe');
  });

  it.each([
    ['//evil.example', ''],
    ['/\\evil.example', ''],
    ['/%5Cevil', ''],
    ['/%2F%2Fevil.example', ''],
    ['/members/x', '?a=\n'],
  ])('does not remember the unsafe path %j%j', (pathname, search) => {
    expect(guard('required', null, pathname, { search })).toEqual({
      to: '/members/login',
      intent: undefined,
    });
  });

  it('never redirects the login page to itself', () => {
    expect(guard('required', null, '/members/login')).toBeNull();
  });
});

describe('guest page', () => {
  it('sends a logged-in member home', () => {
    expect(guard('guest', member, '/members/login', { search: '?redirect_url=%2Fx' })).toEqual({ to: '/' });
    expect(guard('guest', unverified, '/members/register')).toEqual({ to: '/' });
  });

  it('lets a logged-out visitor in', () => {
    expect(guard('guest', null, '/members/register')).toBeNull();
  });
});

describe('required page, logged in', () => {
  it('lets a verified member with a date of birth through', () => {
    expect(guard('required', member, '/members/profile')).toBeNull();
  });

  it('sends a local member whose phone is not verified to verify it, saving the intent', () => {
    expect(guard('required', unverified, '/members/bank-account', { search: '?from=menu' })).toEqual({
      to: '/members/verify-phone',
      intent: '/members/bank-account?from=menu',
    });
  });

  it('lets the unverified member stay on the verify page itself', () => {
    expect(guard('required', unverified, '/members/verify-phone')).toBeNull();
  });

  it('sends a LINE member without a date of birth to the slim profile edit, returning here', () => {
    expect(guard('required', lineWithoutBirthday, '/members/order-history')).toEqual({
      to: '/members/profile/edit?slim&redirect_url=%2Fmembers%2Forder-history',
    });
    expect(guard('required', lineWithoutBirthday, '/members/profile/edit', { search: '?slim' })).toBeNull();
  });

  it('asks a LINE member for nothing else, and a local member for no date of birth', () => {
    expect(
      guard('required', { ...lineWithoutBirthday, date_of_birth: '1990-01-01' }, '/members/x'),
    ).toBeNull();
    expect(guard('required', { ...member, date_of_birth: null }, '/members/x')).toBeNull();
  });
});

describe('open page', () => {
  it.each([null, member, unverified, lineWithoutBirthday])('lets everyone in (%p)', (user) => {
    expect(guard('none', user, '/check-lottery')).toBeNull();
  });
});

describe('privacy-policy guard', () => {
  it('sends anyone whose accepted version is not current to /policy-privacy, keeping the path', () => {
    expect(
      guard('none', null, '/check-lottery/2026-05-16', { privacyGuard: true, privacyAccepted: false }),
    ).toEqual({ to: '/policy-privacy?redirect_url=%2Fcheck-lottery%2F2026-05-16' });
    expect(guard('required', member, '/members/profile', { privacyGuard: true })).toEqual({
      to: '/policy-privacy?redirect_url=%2Fmembers%2Fprofile',
    });
  });

  it('applies only to routes that opt in, and never to the policy page itself', () => {
    expect(guard('none', null, '/check-lottery', { privacyAccepted: false })).toBeNull();
    expect(guard('none', null, '/check-lottery', { privacyGuard: true, privacyAccepted: true })).toBeNull();
    expect(guard('none', null, '/policy-privacy', { privacyGuard: true, privacyAccepted: false })).toBeNull();
  });

  it('comes after the login guard', () => {
    expect(guard('required', null, '/members/profile', { privacyGuard: true })?.to).toBe(
      '/members/login?redirect_url=%2Fmembers%2Fprofile',
    );
  });
});

describe('pages found by their site role', () => {
  const moved: GuardInput['roles'] = {
    login: '/account/sign-in',
    'verify-phone': '/account/phone',
    'profile-edit': '/account/about-you',
  };

  it('follows a remote that serves its pages elsewhere', () => {
    expect(guard('required', null, '/members/safe', { roles: moved })).toEqual({
      to: '/account/sign-in?redirect_url=%2Fmembers%2Fsafe',
      intent: '/members/safe',
    });
    expect(guard('required', null, '/account/sign-in', { roles: moved })).toBeNull();
    expect(guard('required', unverified, '/members/safe', { roles: moved })?.to).toBe('/account/phone');
    expect(guard('required', lineWithoutBirthday, '/members/safe', { roles: moved })?.to).toBe(
      '/account/about-you?slim&redirect_url=%2Fmembers%2Fsafe',
    );
  });

  it('sends a logged-out visitor home while no live remote serves a login page', () => {
    expect(guard('required', null, '/members/safe', { roles: {} })).toEqual({
      to: '/',
      intent: '/members/safe',
    });
  });

  it('lets a member through while nowhere asks for the phone or the date of birth', () => {
    expect(guard('required', unverified, '/members/safe', { roles: { login: '/members/login' } })).toBeNull();
    expect(guard('required', lineWithoutBirthday, '/members/safe', { roles: {} })).toBeNull();
  });
});

describe('unknown guard', () => {
  it.each(['admin', undefined, 'toString', 42])('is a 500 error (%p)', (auth) => {
    expect(() => guard(auth, member, '/x')).toThrow(UnknownGuardError);
    try {
      guard(auth, member, '/x');
    } catch (error) {
      expect((error as UnknownGuardError).error.status).toBe(500);
    }
  });
});
