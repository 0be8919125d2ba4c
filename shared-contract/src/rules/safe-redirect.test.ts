import { isSafeRedirect, safeRedirectOr } from './safe-redirect';

describe('isSafeRedirect', () => {
  it.each([
    '/',
    '/members/profile',
    '/check-lottery/2026-05-16',
    '/members/profile/edit?slim&redirect_url=%2Fmembers%2Fsafe',
    '/articles/12/%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7',
    '/search?q=a%20b#top',
    '/a/b/../c',
  ])('accepts the same-origin path %p', (target) => {
    expect(isSafeRedirect(target)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash later', '/ok\\..\\evil'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['relative without slash', 'members/profile'],
    ['dot relative', './members'],
    ['empty', ''],
    ['encoded double slash', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['lower-case encoded backslash', '/%5cevil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['triple-encoded slash', '/%25252Fevil.example'],
    ['tab between slashes', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['NUL byte', '/members\u0000'],
    ['DEL', '/members\u007f'],
    ['C1 control', '/members\u0085'],
    ['leading space', ' /members'],
    ['malformed escape', '/members%E0%A4%A'],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('rejects %s (%p)', (_label, target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(['/'])).toBe(false);
    expect(isSafeRedirect({ toString: () => '/' })).toBe(false);
  });
});

describe('safeRedirectOr', () => {
  it('keeps a safe target and replaces an unsafe one with the fallback', () => {
    expect(safeRedirectOr('/members/safe')).toBe('/members/safe');
    expect(safeRedirectOr('//evil.example')).toBe('/');
    expect(safeRedirectOr('https://evil.example', '/members')).toBe('/members');
  });
});
