import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { contentFixture, summaryOf } from './testing/content-api';
import { ArticleCard } from './article-card';

function renderCard(cover_url: string | null) {
  return render(
    <MemoryRouter>
      <ArticleCard content={summaryOf(contentFixture({ cover_url }))} />
    </MemoryRouter>,
  );
}

const placeholder = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-placeholder]');

it('shows the cover when there is one', () => {
  const { container } = renderCard('/static/covers/a.jpg');
  expect(container.querySelector('img')).toBeInTheDocument();
  expect(placeholder(container)).toBeNull();
});

it('shows the 250 px placeholder (spec §9) when there is no cover', () => {
  const { container } = renderCard(null);
  expect(container.querySelector('img')).toBeNull();
  expect(placeholder(container)).toHaveStyle({ maxHeight: '250px' });
});

it('swaps a cover that fails to load for the placeholder', () => {
  const { container } = renderCard('/static/covers/missing.jpg');
  fireEvent.error(container.querySelector('img')!);
  expect(container.querySelector('img')).toBeNull();
  expect(placeholder(container)).toBeInTheDocument();
});
