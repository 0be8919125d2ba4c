import { resolveGuard } from './resolve-guard';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('resolveGuard', () => {
  it('sends a logged-out visitor of a member page to login, remembering the intent path', () => {
    expect(resolveGuard({ auth: 'required', isLoggedIn: false, ...at('/members/profile') })).toBe(
      '/members/login?redirect_url=%2Fmembers%2Fprofile',
    );
  });

  it('remembers the query string too, with or without its "?"', () => {
    const expected = `/members/login?redirect_url=${encodeURIComponent('/members/win-history/2026-05-16?page=2')}`;
    expect(
      resolveGuard({
        auth: 'required',
        isLoggedIn: false,
        ...at('/members/win-history/2026-05-16', '?page=2'),
      }),
    ).toBe(expected);
    expect(
      resolveGuard({
        auth: 'required',
        isLoggedIn: false,
        ...at('/members/win-history/2026-05-16', 'page=2'),
      }),
    ).toBe(expected);
    expect(resolveGuard({ auth: 'required', isLoggedIn: false, ...at('/members/safe', '?') })).toBe(
      '/members/login?redirect_url=%2Fmembers%2Fsafe',
    );
  });

  it('does not remember an intent path that would be unsafe to return to', () => {
    expect(resolveGuard({ auth: 'required', isLoggedIn: false, ...at('//evil.example') })).toBe(
      '/members/login',
    );
  });

  it('lets a logged-in member through a protected page', () => {
    expect(resolveGuard({ auth: 'required', isLoggedIn: true, ...at('/members/profile') })).toBeNull();
  });

  it('never redirects the login page to itself', () => {
    expect(resolveGuard({ auth: 'required', isLoggedIn: false, ...at('/members/login') })).toBeNull();
  });

  it('sends a logged-in member away from a guest-only page to home', () => {
    expect(
      resolveGuard({ auth: 'guest', isLoggedIn: true, ...at('/members/login', '?redirect_url=%2Fx') }),
    ).toBe('/');
  });

  it('lets a logged-out visitor see a guest-only page', () => {
    expect(resolveGuard({ auth: 'guest', isLoggedIn: false, ...at('/members/register') })).toBeNull();
  });

  it.each([true, false])('leaves open pages open (logged in: %p)', (isLoggedIn) => {
    expect(resolveGuard({ auth: 'none', isLoggedIn, ...at('/check-lottery') })).toBeNull();
  });
});
