import { idFromSlug, prayProjectSlug } from './slug';

test('Thai titles keep their letters and marks; the id keeps the slug unique', () => {
  expect(prayProjectSlug('ขอให้คุณแม่หายป่วย!!', 12)).toBe('ขอให้คุณแม่หายป่วย-12');
  expect(prayProjectSlug('  Lucky ปี 2569 / ขอพร ', 3)).toBe('lucky-ปี-2569-ขอพร-3');
  expect(prayProjectSlug('🙏🙏', 7)).toBe('project-7');
  expect(idFromSlug('ขอให้คุณแม่หายป่วย-12')).toBe(12);
});
