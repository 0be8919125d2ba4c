import { offerFixture } from '../__fixtures__/offers';
import { applyLiveCounts, liveKey } from './live-offers';
import { liveStores, MAX_LIVE_STORES } from './live-stores';

const offers = [offerFixture('111111', { available: 3 }), offerFixture('222222', { available: 2 })];

describe('applyLiveCounts', () => {
  it('keeps the search counts until the stream says otherwise', () => {
    expect(applyLiveCounts(offers, new Map()).map((o) => o.available)).toEqual([3, 2]);
  });

  it('takes the live count, and marks a number emptied by someone else instead of dropping it', () => {
    const live = new Map([
      [liveKey('S1', '111111'), 0],
      [liveKey('S1', '222222'), 5],
    ]);
    expect(applyLiveCounts(offers, live)).toEqual([
      { ...offers[0], available: 0, gone: true },
      { ...offers[1], available: 5 },
    ]);
  });

  it("drops a number the member's own adds emptied, as before", () => {
    const live = new Map([[liveKey('S1', '222222'), 0]]);
    expect(applyLiveCounts(offers, live, { '222222': 2 }).map((o) => o.number)).toEqual(['111111']);
  });

  it('reads live counts per store: the same number elsewhere is another offer', () => {
    const live = new Map([[liveKey('S2', '111111'), 0]]);
    expect(applyLiveCounts(offers, live)[0]).toEqual(offers[0]);
  });
});

describe('liveStores', () => {
  it('follows the first stores shown, each once, at most a few', () => {
    const many = ['A', 'B', 'A', 'C', 'D', 'E'].map((code) => offerFixture('123456', { store_code: code }));
    expect(liveStores(many)).toEqual(['A', 'B', 'C'].slice(0, MAX_LIVE_STORES));
  });
});
