import type { PrayProject } from '@chokdee/shared-contract/schemas/pray';
import { bangkokToday, barStep, daysLeft, supportPercent } from './progress';
import { shareLinks, shareUrlFor } from './share-links';
import {
  missingSteps,
  nextStep,
  previousStep,
  resumeStep,
  storyHtmlToText,
  textToStoryHtml,
} from './wizard-steps';

test('support percent is floored and capped; no target reads 0', () => {
  expect(supportPercent(1, 3)).toBe(33);
  expect(supportPercent(500, 100)).toBe(100);
  expect(supportPercent(5, null)).toBe(0);
});

test('the bar fills in steps of 5, the first step for any support at all', () => {
  expect(barStep(0)).toBe(0);
  expect(barStep(1)).toBe(5);
  expect(barStep(33)).toBe(35);
  expect(barStep(32)).toBe(30);
  expect(barStep(100)).toBe(100);
});

test('days left counts calendar days, never below zero; Bangkok today rolls at 17:00 UTC', () => {
  expect(daysLeft('2026-12-01', '2026-11-21')).toBe(10);
  expect(daysLeft('2026-11-01', '2026-11-21')).toBe(0);
  expect(daysLeft(null, '2026-11-21')).toBeNull();
  expect(bangkokToday(new Date('2026-11-21T16:59:00Z'))).toBe('2026-11-21');
  expect(bangkokToday(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
});

test("share links carry the project's page on the site and the title, encoded", () => {
  const url = shareUrlFor('https://chokdee.test/', 'ขอพร-1');
  expect(url).toBe(`https://chokdee.test/${encodeURIComponent('ขอพร')}/${encodeURIComponent('ขอพร-1')}`);
  expect(url).not.toContain('/public/v1/');
  const links = shareLinks(url, 'ขอพร & โชค');
  expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  expect(links.line).toContain(encodeURIComponent('ร่วมอธิษฐาน: ขอพร & โชค'));
  expect(links.twitter).toContain('twitter.com/intent/tweet');
});

const draft = (over: Partial<PrayProject> = {}): PrayProject => ({
  id: 1,
  slug: 'x-1',
  title: 'ขอพร',
  category: 'health',
  status: 'draft',
  cover: null,
  target_supporters: 10,
  supporters_count: 0,
  starts_on: '2026-11-01',
  ends_on: '2026-12-01',
  owner_name: 'สมชาย',
  excerpt: '',
  featured: false,
  published_at: null,
  story: '',
  pictures: [],
  reject_reason: null,
  updates_count: 0,
  is_owner: true,
  ...over,
});

test('the wizard resumes at the first unfinished step', () => {
  expect(missingSteps(draft())).toEqual(['story', 'pictures']);
  expect(resumeStep(draft({ category: null }))).toBe('basics');
  const picture = { id: 1, url: '/a', thumb_url: '/b', width: 1, height: 1 };
  expect(resumeStep(draft({ story: '<p>เรื่อง</p>', pictures: [picture] }))).toBe('review');
  expect(nextStep('basics')).toBe('story');
  expect(nextStep('review')).toBeNull();
  expect(previousStep('basics')).toBeNull();
});

test('textarea text and story HTML go back and forth, escaped', () => {
  const html = textToStoryHtml('หนึ่ง <b>\nสอง\n\nสาม & สี่');
  expect(html).toBe('<p>หนึ่ง &lt;b&gt;<br>สอง</p><p>สาม &amp; สี่</p>');
  expect(storyHtmlToText(html)).toBe('หนึ่ง <b>\nสอง\n\nสาม & สี่');
});
