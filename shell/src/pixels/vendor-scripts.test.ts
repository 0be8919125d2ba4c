import { applyConsentToLoadedPixels, loadPixel, pixelWindow, resetPixelsForTests } from './vendor-scripts';

const srcs = () => [...document.scripts].map((s) => s.src);

afterEach(() => resetPixelsForTests());

it('loads the Facebook pixel once per code and queues its init and page view', () => {
  loadPixel({ kind: 'facebook', code: '123456789012345' });
  loadPixel({ kind: 'facebook', code: '123456789012345' });
  loadPixel({ kind: 'facebook', code: '998877665544' });
  expect(srcs()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
  expect(pixelWindow().fbq!.queue).toEqual([
    ['init', '123456789012345'],
    ['trackSingle', '123456789012345', 'PageView'],
    ['init', '998877665544'],
    ['trackSingle', '998877665544', 'PageView'],
  ]);
});

it('loads the TikTok pixel with its code in the script URL, once', () => {
  loadPixel({ kind: 'tiktok', code: 'C4ABCDEF1234567890AB' });
  loadPixel({ kind: 'tiktok', code: 'C4ABCDEF1234567890AB' });
  expect(srcs()).toEqual([
    'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C4ABCDEF1234567890AB&lib=ttq',
  ]);
  expect(pixelWindow().TiktokAnalyticsObject).toBe('ttq');
});

it('loads gtag.js for a GA code and configures it through the data layer with arguments objects', () => {
  loadPixel({ kind: 'googleAnalytics', code: 'G-ABC123' });
  loadPixel({ kind: 'googleAnalytics', code: 'G-ABC123' });
  expect(srcs()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123']);
  const layer = pixelWindow().dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
  expect(layer).toEqual([
    ['js', expect.any(Date)],
    ['config', 'G-ABC123'],
  ]);
  expect(Object.prototype.toString.call(pixelWindow().dataLayer![0])).toBe('[object Arguments]');
});

it('never injects a code that is not in the vendor’s format', () => {
  loadPixel({ kind: 'facebook', code: '1234567890"><script>alert(1)</script>' });
  loadPixel({ kind: 'tiktok', code: 'ABCDEFGHIJ&lib=evil' });
  loadPixel({ kind: 'googleAnalytics', code: 'G-1234/../../evil' });
  expect(srcs()).toEqual([]);
  expect(pixelWindow().fbq).toBeUndefined();
});

it('tells loaded pixels when consent is withdrawn and given again', () => {
  const pixels = [
    { kind: 'facebook', code: '123456789012345' },
    { kind: 'googleAnalytics', code: 'G-ABC123' },
  ] as const;
  for (const pixel of pixels) loadPixel(pixel);
  applyConsentToLoadedPixels({ analytics: false, ads: false }, pixels);
  expect(pixelWindow().fbq!.queue.at(-1)).toEqual(['consent', 'revoke']);
  expect(pixelWindow()['ga-disable-G-ABC123']).toBe(true);
  applyConsentToLoadedPixels({ analytics: true, ads: true }, pixels);
  expect(pixelWindow().fbq!.queue.at(-1)).toEqual(['consent', 'grant']);
  expect(pixelWindow()['ga-disable-G-ABC123']).toBe(false);
});

it("switches off a store's pixels once the page shown is not that store's, whatever the consent", () => {
  const dealerA = { kind: 'googleAnalytics', code: 'G-DEALERA' } as const;
  const dealerB = { kind: 'googleAnalytics', code: 'G-DEALERB' } as const;
  const facebookA = { kind: 'facebook', code: '123456789012345' } as const;
  loadPixel(dealerA);
  loadPixel(facebookA);
  loadPixel(dealerB);
  applyConsentToLoadedPixels({ analytics: true, ads: true }, [dealerB]);
  expect(pixelWindow()['ga-disable-G-DEALERA']).toBe(true);
  expect(pixelWindow()['ga-disable-G-DEALERB']).toBe(false);
  expect(pixelWindow().fbq!.queue.at(-1)).toEqual(['consent', 'revoke']);
  applyConsentToLoadedPixels({ analytics: true, ads: true }, []);
  expect(pixelWindow()['ga-disable-G-DEALERB']).toBe(true);
});

it("asks Facebook's script for no automatic PageView on pushState", () => {
  loadPixel({ kind: 'facebook', code: '123456789012345' });
  expect(pixelWindow().fbq!.disablePushState).toBe(true);
});
