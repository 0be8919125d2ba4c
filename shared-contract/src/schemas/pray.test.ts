import {
  PRAY_MESSAGES,
  PrayBasicsBodySchema,
  PrayDraftBodySchema,
  PrayListQuerySchema,
  PrayRejectBodySchema,
  PrayUpdateBodySchema,
} from './pray';

const basics = {
  title: 'ขอให้คุณแม่หายป่วย',
  category: 'health',
  target_supporters: 100,
  starts_on: '2026-11-01',
  ends_on: '2026-12-31',
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

test('full basics pass, the title trimmed', () => {
  expect(PrayBasicsBodySchema.parse({ ...basics, title: '  ขอให้คุณแม่หายป่วย ' })).toEqual(basics);
});

test('a blank title, a zero target and an unknown category each get their Thai message', () => {
  const result = PrayBasicsBodySchema.safeParse({
    ...basics,
    title: '  ',
    target_supporters: 0,
    category: 'x',
  });
  expect(messages(result)).toEqual([
    ['title', PRAY_MESSAGES.titleRequired],
    ['category', 'กรุณาเลือกหมวดหมู่'],
    ['target_supporters', PRAY_MESSAGES.targetInvalid],
  ]);
});

test('a draft may hold any subset of fields, but not an end before its start', () => {
  expect(PrayDraftBodySchema.parse({ story: '<p>เรื่อง</p>' })).toEqual({ story: '<p>เรื่อง</p>' });
  expect(messages(PrayDraftBodySchema.safeParse({ starts_on: '2026-12-02', ends_on: '2026-12-01' }))).toEqual(
    [['ends_on', PRAY_MESSAGES.datesInvalid]],
  );
});

test('list query: defaults, coerced numbers, a too long query refused', () => {
  expect(PrayListQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1, per_page: 12 });
  expect(PrayListQuerySchema.parse({ q: ' ขอพร ', page: '2', sort: 'supported' })).toMatchObject({
    q: 'ขอพร',
    page: 2,
    sort: 'supported',
  });
  expect(PrayListQuerySchema.safeParse({ q: 'ก'.repeat(101) }).success).toBe(false);
  expect(PrayListQuerySchema.safeParse({ per_page: 51 }).success).toBe(false);
});

test('an update needs a title and a body; a reject needs a reason', () => {
  expect(messages(PrayUpdateBodySchema.safeParse({ title: '', body: ' ' }))).toEqual([
    ['title', PRAY_MESSAGES.updateTitleRequired],
    ['body', PRAY_MESSAGES.updateBodyRequired],
  ]);
  expect(PrayUpdateBodySchema.parse({ title: 'ข่าว', body: 'ดี' }).picture_ids).toEqual([]);
  expect(messages(PrayRejectBodySchema.safeParse({ reason: ' ' }))).toEqual([
    ['reason', PRAY_MESSAGES.reasonRequired],
  ]);
});
