import { canaryBucket, servesCanary } from './canary-bucket';

describe('canary bucket', () => {
  test('is sticky: the same visitor and remote always get the same bucket', () => {
    expect(canaryBucket('mf_campaign', 'visitor-aaaa-1')).toBe(canaryBucket('mf_campaign', 'visitor-aaaa-1'));
  });

  test('spreads visitors evenly: 10 % of 10,000 ids fall in a 10 % canary (±2 %)', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `visitor-${i}`);
    const served = ids.filter((id) => servesCanary('mf_campaign', id, 10)).length;
    expect(served).toBeGreaterThan(800);
    expect(served).toBeLessThan(1200);
  });

  test('each remote draws its own buckets', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `visitor-${i}`);
    const same = ids.filter((id) => canaryBucket('mf_a', id) === canaryBucket('mf_b', id)).length;
    expect(same).toBeLessThan(20);
  });

  test('no visitor id or 0 % serves nobody; 99 % serves almost everyone', () => {
    expect(servesCanary('mf_campaign', undefined, 50)).toBe(false);
    expect(servesCanary('mf_campaign', 'visitor-1', 0)).toBe(false);
    const ids = Array.from({ length: 1000 }, (_, i) => `v-${i}`);
    expect(ids.filter((id) => servesCanary('mf_campaign', id, 99)).length).toBeGreaterThan(970);
  });
});
