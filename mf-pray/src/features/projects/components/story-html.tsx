import styles from './pray.module.css';

/** A story or news body: HTML the API sanitised when it was saved (formatting and http(s) links only). */
export function StoryHtml({ html }: { html: string }) {
  return <div className={styles.story} dangerouslySetInnerHTML={{ __html: html }} />;
}
