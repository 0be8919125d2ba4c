import type { ContentSummary } from '@chokdee/shared-contract/schemas/content';
import { ArticleCard } from './article-card';
import styles from './content.module.css';

export type ArticleGridProps = {
  items: ContentSummary[];
  headingLevel?: 2 | 3;
};

/** Cards in a list: one column on phones, two on tablets, three on desktops. */
export function ArticleGrid({ items, headingLevel }: ArticleGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <ArticleCard content={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
