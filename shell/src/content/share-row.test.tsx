import { render, screen } from '@testing-library/react';
import { ShareRow } from './share-row';

it('renders plain links that open a new tab without giving it our window', () => {
  render(<ShareRow url="https://chokdee.test/1/lucky-day" title="วันโชคดี" />);
  for (const name of ['แชร์ไปยัง Facebook', 'แชร์ไปยัง LINE', 'แชร์ไปยัง Twitter']) {
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(screen.getByRole('link', { name: 'แชร์ไปยัง LINE' })).toHaveAttribute(
    'href',
    'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fchokdee.test%2F1%2Flucky-day',
  );
  expect(document.querySelector('script')).toBeNull();
});
