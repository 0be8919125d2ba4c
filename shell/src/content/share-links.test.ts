import { shareLinks } from './share-links';

it('builds the facebook, LINE and twitter share links with the URL and title encoded', () => {
  const links = shareLinks('https://chokdee.test/articles/12/claim?x=1&y=2', 'ขึ้นเงิน & ภาษี');
  expect(links.map(({ label, href }) => [label, href])).toEqual([
    [
      'แชร์ไปยัง Facebook',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fchokdee.test%2Farticles%2F12%2Fclaim%3Fx%3D1%26y%3D2',
    ],
    [
      'แชร์ไปยัง LINE',
      'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fchokdee.test%2Farticles%2F12%2Fclaim%3Fx%3D1%26y%3D2',
    ],
    [
      'แชร์ไปยัง Twitter',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fchokdee.test%2Farticles%2F12%2Fclaim%3Fx%3D1%26y%3D2' +
        '&text=%E0%B8%82%E0%B8%B6%E0%B9%89%E0%B8%99%E0%B9%80%E0%B8%87%E0%B8%B4%E0%B8%99%20%26%20%E0%B8%A0%E0%B8%B2%E0%B8%A9%E0%B8%B5',
    ],
  ]);
});
