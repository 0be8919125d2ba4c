import { PLACEHOLDER_IMAGE_SIZE_PX } from '@chokdee/shared-contract/rules/timings';
import styles from './image-placeholder.module.css';

export type ImagePlaceholderProps = { className?: string };

/**
 * What stands in for a missing or broken picture (spec §9: placeholder image 250 px): the site's
 * mark on its soft gold, decorative, at most 250 px tall so a list of cards keeps its rhythm.
 */
export function ImagePlaceholder({ className }: ImagePlaceholderProps) {
  return (
    <div
      className={className ? `${styles.placeholder} ${className}` : styles.placeholder}
      style={{ maxHeight: PLACEHOLDER_IMAGE_SIZE_PX }}
      aria-hidden="true"
      data-placeholder=""
    >
      โชคดี
    </div>
  );
}
