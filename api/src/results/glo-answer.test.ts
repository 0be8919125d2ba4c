import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GloAnswerError, toLotteryResult } from './glo-answer';

const FIXTURE = path.join(__dirname, '__fixtures__', 'glo-latest-2026-09-01.json');
const recorded = () => JSON.parse(readFileSync(FIXTURE, 'utf8'));

/** GLO tier name → ours. */
const TIER_MAP = {
  first: 'first',
  near1: 'adjacent_first',
  second: 'second',
  third: 'third',
  fourth: 'fourth',
  fifth: 'fifth',
  last3f: 'front3',
  last3b: 'last3',
  last2: 'last2',
} as const;

test('the recorded 2026-09-01 answer: every drawn number lands in its tier', () => {
  const answer = recorded();
  const result = toLotteryResult(answer);
  expect(result.draw_date).toBe('2026-09-01');
  expect(result.slug).toBe('2026-09-01');
  expect(result.first).toBe('417212');
  expect(result.adjacent_first).toEqual(['417211', '417213']);
  expect(result.front3).toEqual(['257', '346']);
  expect(result.last3).toEqual(['136', '740']);
  expect(result.last2).toBe('04');
  expect(result.second).toEqual(['082727', '713900', '806626', '936526', '989370']);
  expect(result.third).toHaveLength(10);
  expect(result.fourth).toHaveLength(50);
  expect(result.fifth).toHaveLength(100);

  let total = 0;
  for (const [gloTier, ourTier] of Object.entries(TIER_MAP)) {
    const drawn = (answer.response.data[gloTier].number as { value: string }[]).map((n) => n.value).sort();
    const mapped = result[ourTier];
    expect(Array.isArray(mapped) ? mapped : [mapped]).toEqual(drawn);
    total += drawn.length;
  }
  // 1 + 2 + 5 + 10 + 50 + 100 + 2 + 2 + 1: the whole prize table.
  expect(total).toBe(173);
  // n3 (the digital lottery) is not a prize of the paper ticket and is not read.
  expect(JSON.stringify(result)).not.toContain('212000003860');
});

test('an answer with a tier still incomplete (results coming in) is refused', () => {
  const answer = recorded();
  answer.response.data.fifth.number = answer.response.data.fifth.number.slice(0, 60);
  expect(() => toLotteryResult(answer)).toThrow(GloAnswerError);
  expect(() => toLotteryResult(answer)).toThrow(/fifth/);
});

test('empty values (GLO before the draw) and a changed shape are refused', () => {
  const blank = recorded();
  blank.response.data.first.number = [{ round: 1, value: '' }];
  expect(() => toLotteryResult(blank)).toThrow(GloAnswerError);

  const renamed = recorded();
  delete renamed.response.data.near1;
  expect(() => toLotteryResult(renamed)).toThrow(/near1/);

  expect(() => toLotteryResult({ status: false, response: null })).toThrow(GloAnswerError);
  expect(() => toLotteryResult('<html>')).toThrow(GloAnswerError);
});

test('a second last-2 number is refused rather than silently dropped', () => {
  const answer = recorded();
  answer.response.data.last2.number.push({ round: 2, value: '99' });
  expect(() => toLotteryResult(answer)).toThrow(GloAnswerError);
});
