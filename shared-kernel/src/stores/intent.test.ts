import type * as IntentModule from './intent';

let intent: typeof IntentModule;
let cookieWrites: string[];

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(async () => {
  clearCookies();
  cookieWrites = [];
  jest.resetModules();
  intent = await import('./intent');
  // Record what the store writes (max-age and path are not readable back from document.cookie).
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    cookieWrites.push(value);
    descriptor?.set?.call(document, value);
  });
});

afterEach(() => jest.restoreAllMocks());

it('keeps the intent in state and in a cookie for 21600 s on path /', () => {
  expect(intent.saveIntent('/members/profile?tab=bank')).toBe(true);
  expect(intent.$intentUrl.get()).toBe('/members/profile?tab=bank');
  expect(cookieWrites).toEqual([
    `intent_url=${encodeURIComponent('/members/profile?tab=bank')}; path=/; max-age=21600; SameSite=Lax`,
  ]);
  expect(document.cookie).toContain('intent_url=');
});

it('restores the intent from the cookie when the page starts', async () => {
  intent.saveIntent('/members/bank-account');
  jest.resetModules();
  const reloaded: typeof IntentModule = await import('./intent');
  expect(reloaded.$intentUrl.get()).toBe('/members/bank-account');
});

it('ignores an unsafe value planted in the cookie', async () => {
  document.cookie = `intent_url=${encodeURIComponent('//evil.example')}; path=/`;
  jest.resetModules();
  const reloaded: typeof IntentModule = await import('./intent');
  expect(reloaded.$intentUrl.get()).toBeNull();
});

it('consumes the intent once, clearing state and cookie', () => {
  intent.saveIntent('/members/safe');
  expect(intent.consumeIntent()).toBe('/members/safe');
  expect(intent.$intentUrl.get()).toBeNull();
  expect(document.cookie).not.toContain('intent_url=');
  expect(intent.consumeIntent()).toBeNull();
});

it.each([
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil',
  'javascript:alert(1)',
  '/\t/evil.example',
  '/members\u0000',
  ' /members',
  '',
])('refuses to save %j and keeps the previous intent', (target) => {
  intent.saveIntent('/members/safe');
  cookieWrites.length = 0;
  expect(intent.saveIntent(target)).toBe(false);
  expect(intent.$intentUrl.get()).toBe('/members/safe');
  expect(cookieWrites).toEqual([]);
});
