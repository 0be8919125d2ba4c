import { useState, type FormEvent } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/api-request-error';
import { PRAY_MESSAGES, type PrayProject } from '@chokdee/shared-contract/schemas/pray';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import styles from '../components/pray.module.css';
import { storyHtmlToText, textToStoryHtml } from '../rules/wizard-steps';

/** Step 2: the story as plain paragraphs (the API keeps sanitised HTML). */
export function StoryForm({
  project,
  onSave,
}: {
  project: PrayProject;
  onSave: (story: string) => Promise<void>;
}) {
  const [text, setText] = useState(() => storyHtmlToText(project.story));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(PRAY_MESSAGES.storyRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(textToStoryHtml(text));
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor="pray-story">เรื่องราวของคำขอพร</label>
        <p className={styles.muted}>เล่าว่าขอพรเรื่องอะไร เพื่อใคร เว้นบรรทัดเพื่อขึ้นย่อหน้าใหม่</p>
        <textarea
          id="pray-story"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={15_000}
          aria-invalid={Boolean(error)}
        />
      </div>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          บันทึกและไปขั้นถัดไป
        </button>
      </div>
    </form>
  );
}
