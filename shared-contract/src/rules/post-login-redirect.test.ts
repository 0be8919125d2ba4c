import { postLoginRedirect, postLoginStep, profileEditHref, type PostLoginUser } from './post-login-redirect';

const ready: PostLoginUser = { login_provider: 'local', verified_otp_id: 5, date_of_birth: '1990-04-01' };

describe('postLoginRedirect (spec §4 order)', () => {
  it('1. sends a local member without a verified phone to verify it, before anything else', () => {
    const user = { ...ready, verified_otp_id: null, date_of_birth: null };
    expect(postLoginStep(user)).toBe('verify-phone');
    expect(postLoginRedirect(user, '/members/safe')).toBe('/members/verify-phone');
  });

  it('does not ask a LINE member to verify a phone', () => {
    const user: PostLoginUser = {
      login_provider: 'line',
      verified_otp_id: null,
      date_of_birth: '1990-04-01',
    };
    expect(postLoginRedirect(user, '/members/safe')).toBe('/members/safe');
  });

  it('2. asks for the date of birth next, returning to the intent afterwards', () => {
    const user = { ...ready, date_of_birth: null };
    expect(postLoginStep(user)).toBe('profile-edit');
    expect(postLoginRedirect(user, '/members/win-history?page=2')).toBe(
      '/members/profile/edit?slim&redirect_url=%2Fmembers%2Fwin-history%3Fpage%3D2',
    );
    expect(postLoginRedirect({ ...user, login_provider: 'line', verified_otp_id: null }, null)).toBe(
      '/members/profile/edit?slim&redirect_url=%2F',
    );
  });

  it('3. goes to the saved intent, or home without one', () => {
    expect(postLoginStep(ready)).toBe('intent');
    expect(postLoginRedirect(ready, '/members/bank-account')).toBe('/members/bank-account');
    expect(postLoginRedirect(ready, null)).toBe('/');
    expect(postLoginRedirect(ready, undefined)).toBe('/');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    ' /members',
    '/\t/evil.example',
    '/members\n',
  ])('treats the unsafe intent %j as none, also inside redirect_url', (intent) => {
    expect(postLoginRedirect(ready, intent)).toBe('/');
    expect(postLoginRedirect({ ...ready, date_of_birth: null }, intent)).toBe(profileEditHref('/'));
  });
});
