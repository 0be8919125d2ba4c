import { FeaturedStoresSection } from './featured-stores-section';
import { LatestResultsSection } from './latest-results-section';

/**
 * The home page's lottery sections, in the shell's `main.sections` position: the newest draw,
 * then a few verified open stores. Each reads its own data and fails on its own.
 */
export function HomeSections() {
  return (
    <>
      <LatestResultsSection />
      <FeaturedStoresSection />
    </>
  );
}
