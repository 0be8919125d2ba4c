import { readClientConfig, WEBSITE_ID } from './client-config';

function scopeWithMeta(content: string | null) {
  return {
    document: {
      querySelector: () =>
        content === null ? null : ({ getAttribute: () => content } as unknown as Element),
    },
  };
}

it('carries the website id 11', () => {
  expect(WEBSITE_ID).toBe(11);
  expect(readClientConfig({}).websiteId).toBe(11);
});

it('has no captcha key unless one is configured', () => {
  expect(readClientConfig({}).captchaSiteKey).toBeNull();
  expect(readClientConfig(scopeWithMeta(null)).captchaSiteKey).toBeNull();
  expect(readClientConfig(scopeWithMeta('')).captchaSiteKey).toBeNull();
});

it('reads the key from the global config first, then the meta tag', () => {
  expect(readClientConfig(scopeWithMeta('6LcMETA_key-0123456789')).captchaSiteKey).toBe(
    '6LcMETA_key-0123456789',
  );
  expect(
    readClientConfig({
      CHOKDEE_CONFIG: { captchaSiteKey: '6LcGLOBAL_0123456789' },
      ...scopeWithMeta('6LcMETA_0123456789'),
    }).captchaSiteKey,
  ).toBe('6LcGLOBAL_0123456789');
});

it('refuses a key that could break out of the script URL', () => {
  expect(readClientConfig(scopeWithMeta('abc"&onload=x<script>')).captchaSiteKey).toBeNull();
});
