import { DEFAULT_TITLE, readPush, sameOriginTarget } from './push-worker';

const ORIGIN = 'https://chokdee.example';

describe('the push worker', () => {
  test('opens only its own origin: another site, a script URL or junk opens the home page', () => {
    expect(sameOriginTarget(`${ORIGIN}/orders/CD-1`, ORIGIN)).toBe(`${ORIGIN}/orders/CD-1`);
    expect(sameOriginTarget('/orders/CD-1?x=1', ORIGIN)).toBe(`${ORIGIN}/orders/CD-1?x=1`);
    for (const other of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42, null, '']) {
      expect(sameOriginTarget(other, ORIGIN)).toBe(`${ORIGIN}/`);
    }
  });

  test('reads the notice from the push, with a Thai title when the push holds none', () => {
    const data = (value: unknown) => ({ json: () => value });
    expect(
      readPush(data({ title: 'ยืนยันสลิปแล้ว', body: 'x', link: '/a', kind: 'slip-confirmed', notice_id: 3 })),
    ).toEqual({
      title: 'ยืนยันสลิปแล้ว',
      body: 'x',
      link: '/a',
      kind: 'slip-confirmed',
      notice_id: 3,
    });
    const broken = { json: () => JSON.parse('{') as unknown };
    expect(readPush(broken).title).toBe(DEFAULT_TITLE);
    expect(readPush(null).title).toBe(DEFAULT_TITLE);
  });
});
