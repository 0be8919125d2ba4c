import { CAPTCHA_TIMEOUT_MS, getCaptchaToken, type Grecaptcha } from './captcha-token';

const KEY = '6LcTEST_site_key_0123';

function fakeGrecaptcha(token: Promise<string>): Grecaptcha {
  return { ready: (callback) => callback(), execute: jest.fn(() => token) };
}

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
});

it('without a site key: no token, no script, no loader', async () => {
  const load = jest.fn();
  expect(await getCaptchaToken('cart', { captchaSiteKey: null }, load)).toBeUndefined();
  expect(load).not.toHaveBeenCalled();
  // The real default reads the page, which has no key: still nothing added.
  expect(await getCaptchaToken('cart')).toBeUndefined();
  expect(document.querySelector('script')).toBeNull();
});

it('with a site key: the token of the action', async () => {
  const grecaptcha = fakeGrecaptcha(Promise.resolve('gre-token-1'));
  const load = jest.fn().mockResolvedValue(grecaptcha);
  expect(await getCaptchaToken('cart', { captchaSiteKey: KEY }, load)).toBe('gre-token-1');
  expect(load).toHaveBeenCalledWith(KEY);
  expect(grecaptcha.execute).toHaveBeenCalledWith(KEY, { action: 'cart' });
});

it('a script that fails gives no token, quietly', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const load = jest.fn().mockRejectedValue(new Error('blocked'));
  expect(await getCaptchaToken('cart', { captchaSiteKey: KEY }, load)).toBeUndefined();
  warn.mockRestore();
});

it('a slow captcha is not waited for beyond 5 s', async () => {
  jest.useFakeTimers();
  const load = jest.fn().mockResolvedValue(fakeGrecaptcha(new Promise(() => {})));
  const token = getCaptchaToken('cart', { captchaSiteKey: KEY }, load);
  await jest.advanceTimersByTimeAsync(CAPTCHA_TIMEOUT_MS);
  expect(await token).toBeUndefined();
});
