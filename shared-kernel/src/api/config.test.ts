import { $apiConfig, configureApi, readRuntimeConfig, resolveApiConfig } from './config';

describe('resolveApiConfig', () => {
  const location = { protocol: 'https:', hostname: 'chokdee.example' };

  it('prefers the runtime config, then the build URL, then the page host on port 4000', () => {
    expect(
      resolveApiConfig({ runtime: { apiUrl: 'https://api.rt' }, buildUrl: 'https://api.build', location }),
    ).toMatchObject({ publicUrl: 'https://api.rt' });
    expect(resolveApiConfig({ buildUrl: 'https://api.build', location })).toMatchObject({
      publicUrl: 'https://api.build',
    });
    expect(resolveApiConfig({ location })).toMatchObject({ publicUrl: 'https://chokdee.example:4000' });
  });

  it("treats the build's empty string as unset", () => {
    expect(resolveApiConfig({ runtime: { apiUrl: ' ' }, buildUrl: '', location }).publicUrl).toBe(
      'https://chokdee.example:4000',
    );
  });

  it('defaults the shop and truck hosts to the public one, unless the runtime names them', () => {
    expect(resolveApiConfig({ buildUrl: 'https://api.build/' })).toEqual({
      publicUrl: 'https://api.build',
      shopUrl: 'https://api.build',
      truckUrl: 'https://api.build',
    });
    expect(
      resolveApiConfig({
        runtime: { apiUrl: 'https://a', shopUrl: 'https://shop', truckUrl: 'https://truck' },
      }),
    ).toEqual({ publicUrl: 'https://a', shopUrl: 'https://shop', truckUrl: 'https://truck' });
  });

  it('falls back to localhost without a page (server-side use)', () => {
    expect(resolveApiConfig({}).publicUrl).toBe('http://localhost:4000');
  });
});

describe('$apiConfig', () => {
  it('starts from the page location (jsdom: http://localhost)', () => {
    expect($apiConfig.get()).toEqual({
      publicUrl: 'http://localhost:4000',
      shopUrl: 'http://localhost:4000',
      truckUrl: 'http://localhost:4000',
    });
  });

  it('keeps following the public URL until a host gets its own', () => {
    configureApi({ publicUrl: 'https://api.one/' });
    expect($apiConfig.get()).toEqual({
      publicUrl: 'https://api.one',
      shopUrl: 'https://api.one',
      truckUrl: 'https://api.one',
    });
    configureApi({ shopUrl: 'https://shop.one' });
    configureApi({ publicUrl: 'https://api.two' });
    expect($apiConfig.get()).toEqual({
      publicUrl: 'https://api.two',
      shopUrl: 'https://shop.one',
      truckUrl: 'https://api.two',
    });
  });
});

describe('readRuntimeConfig', () => {
  afterEach(() => document.head.replaceChildren());

  it('reads the API URL the static host wrote into the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'chokdee-api-url';
    meta.content = 'https://api.chokdee.example';
    document.head.append(meta);
    expect(readRuntimeConfig({ document })).toEqual({ apiUrl: 'https://api.chokdee.example' });
  });

  it('prefers a global config and is undefined without either', () => {
    expect(readRuntimeConfig({ CHOKDEE_CONFIG: { apiUrl: 'http://x:1' }, document })).toEqual({
      apiUrl: 'http://x:1',
    });
    expect(readRuntimeConfig({ document })).toBeUndefined();
  });
});
