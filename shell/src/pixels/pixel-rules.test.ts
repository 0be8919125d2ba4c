import type { StorePixelSetting } from '@chokdee/shared-contract/schemas/store';
import { isValidPixelCode, pixelsToLoad } from './pixel-rules';

const allOn: StorePixelSetting = {
  facebook_pixel_code: '123456789012345',
  enable_facebook_pixel_code: true,
  tiktok_pixel_code: 'C4ABCDEF1234567890AB',
  enable_tiktok_pixel_code: true,
  google_analytics_code: 'G-ABC123XYZ9',
  enable_google_analytics_code: true,
};

const consent = (analytics: boolean, ads: boolean, decided = true) => ({ decided, analytics, ads });
const kinds = (setting: StorePixelSetting | null, c: ReturnType<typeof consent>) =>
  pixelsToLoad(setting, c).map((p) => p.kind);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('pixelsToLoad: store setting × consent', () => {
  it.each([
    ['no consent at all', consent(false, false), []],
    ['analytics only', consent(true, false), ['googleAnalytics']],
    ['ads only', consent(false, true), ['facebook', 'tiktok']],
    ['both', consent(true, true), ['facebook', 'tiktok', 'googleAnalytics']],
  ])('all pixels enabled, %s', (_, c, expected) => {
    expect(kinds(allOn, c)).toEqual(expected);
  });

  it('loads nothing before the visitor decided, even with stale purpose flags', () => {
    expect(kinds(allOn, consent(true, true, false))).toEqual([]);
  });

  it('loads nothing without a store setting', () => {
    expect(kinds(null, consent(true, true))).toEqual([]);
  });

  it('skips a pixel the store turned off or left without a code', () => {
    const setting = {
      ...allOn,
      enable_facebook_pixel_code: false,
      tiktok_pixel_code: null,
    };
    expect(kinds(setting, consent(true, true))).toEqual(['googleAnalytics']);
  });

  it('keeps the trimmed code and skips an invalid one with a warning', () => {
    const setting = {
      ...allOn,
      facebook_pixel_code: ' 123456789012345 ',
      google_analytics_code: 'UA-1234-1',
    };
    expect(pixelsToLoad(setting, consent(true, true))).toEqual([
      { kind: 'facebook', code: '123456789012345' },
      { kind: 'tiktok', code: 'C4ABCDEF1234567890AB' },
    ]);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});

describe('isValidPixelCode', () => {
  it.each([
    ['facebook', '1234567890', true],
    ['facebook', '12345678901234567890', true],
    ['facebook', '123456789', false],
    ['facebook', '123456789012345678901', false],
    ['facebook', '1234567890"><script>', false],
    ['tiktok', 'C4ABCDEF12', true],
    ['tiktok', 'c4abcdef12', false],
    ['tiktok', 'C4ABCDEF12&lib=x', false],
    ['googleAnalytics', 'G-ABCD', true],
    ['googleAnalytics', 'G-ABC', false],
    ['googleAnalytics', 'G-ABCDEFGHIJKLMNOPQ', false],
    ['googleAnalytics', 'UA-12345-1', false],
    ['googleAnalytics', 'G-ABCD\n', false],
  ] as const)('%s %j → %s', (kind, code, valid) => {
    expect(isValidPixelCode(kind, code)).toBe(valid);
  });
});
