import { useState } from 'react';
import { Link } from 'react-router';
import { ImagePlaceholder } from './image-placeholder';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { ContentSummary } from '@chokdee/shared-contract/schemas/content';
import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { contentHref } from './content-hrefs';
import styles from './article-card.module.css';

export type ArticleCardProps = {
  content: ContentSummary;
  /** The heading level inside the list it sits in (h2 on a list page, h3 under a section). */
  headingLevel?: 2 | 3;
};

/**
 * One article or social post in a list: cover (or the 250 px placeholder when it is missing or
 * broken), title (the link), Buddhist date and summary.
 */
export function ArticleCard({ content, headingLevel = 2 }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [broken, setBroken] = useState(false);
  const cover = content.cover_url && !broken ? assetUrl(content.cover_url) : null;
  return (
    <article className={styles.card}>
      {!cover && <ImagePlaceholder />}
      {cover && (
        // Decorative: the title beside it says what the article is.
        <img
          className={styles.cover}
          src={cover}
          alt=""
          onError={() => setBroken(true)}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.text}>
        <Heading className={styles.title}>
          <Link to={contentHref(content)} className={styles.link}>
            {content.title}
          </Link>
        </Heading>
        <p className={styles.date}>
          <time dateTime={content.published_at}>{formatThaiDateLong(content.published_at)}</time>
        </p>
        <p className={styles.summary}>{content.summary}</p>
      </div>
    </article>
  );
}
