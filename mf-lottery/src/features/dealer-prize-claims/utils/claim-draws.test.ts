import { claimableDrawDates } from './claim-draws';

test('only draws within two years of the newest can be chosen', () => {
  expect(claimableDrawDates(['2026-05-16', '2024-05-16', '2024-05-02'])).toEqual([
    '2026-05-16',
    '2024-05-16',
  ]);
  expect(claimableDrawDates([])).toEqual([]);
});
