import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useSiteOrigin } from '../hooks/use-site-origin';
import { shareLinks, shareUrlFor } from '../rules/share-links';
import styles from './pray.module.css';

const NO_LINKS = { facebook: undefined, line: undefined, twitter: undefined };

/**
 * Facebook, LINE and X share links to the project's page on this site, with its title. The site's
 * address is the browser's: until the page has hydrated, the links are there without their target.
 */
export function ShareRow({ slug, title }: { slug: string; title: string }) {
  const origin = useSiteOrigin();
  const links = origin ? shareLinks(shareUrlFor(origin, slug), title) : NO_LINKS;
  return (
    <div className={styles.share} aria-label="แชร์คำขอพร" role="group">
      <a
        className={`${buttons.secondary} ${buttons.small}`}
        href={links.facebook}
        target="_blank"
        rel="noopener noreferrer"
      >
        แชร์ Facebook
      </a>
      <a
        className={`${buttons.secondary} ${buttons.small}`}
        href={links.line}
        target="_blank"
        rel="noopener noreferrer"
      >
        แชร์ LINE
      </a>
      <a
        className={`${buttons.secondary} ${buttons.small}`}
        href={links.twitter}
        target="_blank"
        rel="noopener noreferrer"
      >
        แชร์ X (Twitter)
      </a>
    </div>
  );
}
