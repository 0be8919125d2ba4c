import { render, screen } from '@testing-library/react';
import { buddhistYear } from './buddhist-year';
import { SiteFooter } from './site-footer';

it('shows the copyright with the Buddhist-era year', () => {
  render(<SiteFooter now={new Date('2026-06-01T05:00:00Z')} />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2569 โชคดี');
});

it('takes the year in Bangkok, which turns seven hours before UTC', () => {
  expect(buddhistYear(new Date('2026-12-31T16:59:00Z'))).toBe('2569');
  expect(buddhistYear(new Date('2026-12-31T17:00:00Z'))).toBe('2570');
});
