import type { Ref } from 'react';
import { SERVER_PAGE } from '@chokdee/shared-contract/server-page';
import styles from './widget-island.module.css';

export interface WidgetIslandProps {
  islandKey: string;
  /** The slot it is in: the origin renders the widget with the props the slot mounts it with. */
  slot: string;
  /** The widget's server HTML: empty on the server (the origin fills it), the server's in the browser. */
  html: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A widget's server-rendered place. Its inner HTML belongs to the widget's own root: this root
 * renders it once, with the same string, and never touches it again.
 */
export function WidgetIsland({ islandKey, slot, html, ref }: WidgetIslandProps) {
  return (
    <div
      ref={ref}
      className={styles.island}
      {...{ [SERVER_PAGE.widgetIsland]: islandKey }}
      data-slot={slot}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
