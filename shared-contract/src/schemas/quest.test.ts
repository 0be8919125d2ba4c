import { AdminQuestBodySchema, QuestSchema, RewardClaimBodySchema } from './quest';

const claim = {
  recipient: 'สมชาย ใจดี',
  tel: '081-234-5678',
  address: '99/1 ถนนเจริญกรุง',
  sub_district: 'สี่พระยา',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  zip_code: '10500',
  quest_reward_id: 3,
};

const issues = (input: unknown) =>
  RewardClaimBodySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

test('a full claim passes: tel normalised, remark optional and empty → null', () => {
  expect(RewardClaimBodySchema.parse({ ...claim, remark: '' })).toEqual({
    ...claim,
    tel: '0812345678',
    remark: null,
  });
  expect(RewardClaimBodySchema.parse({ ...claim, remark: ' ฝากไว้ที่ป้อม ' }).remark).toBe('ฝากไว้ที่ป้อม');
});

test('spec §5 reward address form: each required field says so in Thai', () => {
  expect(issues({ ...claim, recipient: '  ' })).toEqual([['recipient', 'กรุณากรอกชื่อผู้รับ']]);
  expect(issues({ ...claim, province: undefined })).toEqual([['province', 'กรุณากรอกจังหวัด']]);
});

test('phone must be 10 digits, postal code numeric, remark at most 500 characters', () => {
  expect(issues({ ...claim, tel: '08123' })?.[0]?.[0]).toBe('tel');
  expect(issues({ ...claim, tel: '08123456ab' })?.[0]?.[0]).toBe('tel');
  expect(issues({ ...claim, zip_code: '10a00' })?.[0]?.[0]).toBe('zip_code');
  expect(issues({ ...claim, remark: 'ก'.repeat(501) })).toEqual([['remark', 'หมายเหตุต้องไม่เกิน 500 ตัวอักษร']]);
});

test('the reward id must be a positive integer', () => {
  expect(issues({ ...claim, quest_reward_id: 0 })?.[0]?.[0]).toBe('quest_reward_id');
  expect(issues({ ...claim, quest_reward_id: 'x' })?.[0]?.[0]).toBe('quest_reward_id');
  expect(issues({ ...claim, quest_reward_id: undefined })?.[0]?.[0]).toBe('quest_reward_id');
});

test('an admin quest must end after it starts and have a reward', () => {
  const quest = {
    name: 'ซื้อครบ 5 ใบ',
    started_at: '2026-11-01T00:00:00+07:00',
    ended_at: '2026-12-01T00:00:00+07:00',
    target: 5,
    rewards: [{ name: 'กระเป๋า', stock: 10 }],
  };
  expect(AdminQuestBodySchema.parse(quest)).toMatchObject({ status: 'active', description: '' });
  expect(AdminQuestBodySchema.safeParse({ ...quest, ended_at: quest.started_at }).success).toBe(false);
  expect(AdminQuestBodySchema.safeParse({ ...quest, rewards: [] }).success).toBe(false);
});

test('a quest answer parses with its includes', () => {
  const answer = {
    id: 1,
    name: 'ซื้อครบ 5 ใบ',
    description: '',
    image: { url: '/static/quests/1.png' },
    started_at: '2026-11-01T00:00:00+07:00',
    ended_at: '2026-12-01T00:00:00+07:00',
    status: 'active',
    activity_status: 'in_progress',
    quest_rules: [{ id: 1, type: 'buy_tickets', target: 5 }],
    quest_rewards: [{ id: 1, name: 'กระเป๋า', description: '', image: { url: '' }, stock: 3 }],
    quest_results: [{ id: 1, value: 2, status: 'active' }],
    shipment_id: null,
  };
  expect(QuestSchema.parse(answer)).toEqual(answer);
  expect(QuestSchema.safeParse({ ...answer, activity_status: 'done' }).success).toBe(false);
});
