import { render, screen } from '@testing-library/react';
import { ShareRow } from './share-row';

test("the share buttons share the project's page on the site the visitor is on, not the API", () => {
  render(<ShareRow slug="ขอพร-1" title="ขอให้สอบผ่าน" />);
  const page = `${window.location.origin}/${encodeURIComponent('ขอพร')}/${encodeURIComponent('ขอพร-1')}`;
  expect(screen.getByRole('link', { name: 'แชร์ Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
  );
  expect(screen.getByRole('link', { name: 'แชร์ LINE' }).getAttribute('href')).toContain(
    `url=${encodeURIComponent(page)}&`,
  );
});
