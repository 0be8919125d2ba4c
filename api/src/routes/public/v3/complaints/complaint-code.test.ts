import { complaintCode } from './complaint-code';

test('CP, the Bangkok day, then five characters that cannot be misread', () => {
  // 23:30 UTC on the 21st is already the 22nd in Bangkok.
  expect(complaintCode(new Date('2026-11-21T23:30:00Z'), () => 0)).toBe('CP2026112222222');
  expect(complaintCode(new Date('2026-11-21T10:00:00Z'), (max) => max - 1)).toBe('CP20261121ZZZZZ');
  for (let i = 0; i < 200; i += 1) {
    expect(complaintCode(new Date())).toMatch(/^CP\d{8}[2-9A-HJ-NP-Z]{5}$/);
  }
});
