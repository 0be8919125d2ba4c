import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { shareLinks, shareUrlFor } from '../rules/share-links';
import styles from './pray.module.css';

/** Facebook, LINE and X share links to the project's page on this site, with its title. */
export function ShareRow({ slug, title }: { slug: string; title: string }) {
  const links = shareLinks(shareUrlFor(window.location.origin, slug), title);
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
