import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  checkFile,
  formatFileSize,
  typeList,
  type FileRules,
} from '@chokdee/shared-contract/rules/file-check';
import { useFilePreview } from '../hooks/use-file-preview';
import fieldStyles from './text-field.module.css';
import styles from './file-picker.module.css';

export type FilePickerProps = FileRules & {
  /** Thai label; the input's accessible name. */
  label: string;
  name?: string;
  /** Under the label; by default the accepted kinds and the size limit. */
  hint?: string;
  /** The chosen file (the page keeps it: it sends it, or clears it after an upload). */
  value: File | null;
  /** Every choice and removal, with the Thai reason the file cannot be sent (null when it can). */
  onChange: (file: File | null, problem: string | null) => void;
  /** A message from outside (nothing chosen yet, the server's answer); the picker's own comes first. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Alt text of the chosen picture's preview. */
  previewAlt?: string;
  className?: string;
};

/**
 * One labelled file input for slips, pictures and attachments. It is the platform's own
 * `<input type="file">` stretched over a large drop box: keyboard (Tab, Enter/Space), screen
 * readers, the phone's camera/gallery sheet and drag-and-drop on a desktop all come with it, for
 * no script. The type and size are checked as soon as a file is chosen, with a Thai message,
 * before anything is uploaded; the chosen picture (or the PDF's name) shows with 'remove'.
 */
export function FilePicker({
  label,
  name,
  hint,
  value,
  onChange,
  error,
  required,
  disabled,
  previewAlt,
  className,
  ...rules
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useFilePreview(value && !problem ? value : null);

  // The page cleared the file (sent, or a new form): the input forgets it too, so the same file
  // can be chosen again.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setDragging(false);
    const file = event.target.files?.[0] ?? null;
    // A cancelled dialog keeps what was there.
    if (!file) return;
    const found = checkFile(file, rules);
    setProblem(found);
    onChange(file, found);
  }

  function remove() {
    setProblem(null);
    onChange(null, null);
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }

  const message = problem ?? error ?? null;
  const hintText = hint ?? defaultHint(rules);
  const ids = {
    hint: `${id}-hint`,
    chosen: `${id}-chosen`,
    error: `${id}-error`,
  };
  const describedBy = [ids.hint, value ? ids.chosen : null, message ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *{' '}
          </span>
        )}
        {label}
      </label>
      <p id={ids.hint} className={fieldStyles.hint}>
        {hintText}
      </p>
      <div
        className={styles.drop}
        data-dragging={dragging || undefined}
        data-invalid={message ? true : undefined}
        data-disabled={disabled || undefined}
      >
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          className={styles.input}
          accept={rules.types.join(',')}
          disabled={disabled}
          onChange={choose}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
        />
        <span className={styles.dropText} aria-hidden="true">
          <span className={styles.dropIcon}>⇪</span>
          <strong>{value ? 'เปลี่ยนไฟล์' : 'แตะเพื่อเลือกไฟล์'}</strong>
          <span className={styles.dropMore}>หรือลากไฟล์มาวางที่นี่</span>
        </span>
      </div>
      {value && (
        <div className={styles.chosen} data-invalid={problem ? true : undefined}>
          {preview ? (
            <img
              className={styles.preview}
              src={preview}
              alt={previewAlt ?? `ตัวอย่างไฟล์ ${value.name}`}
              // A file named like a picture that is none: no broken-image icon, the name says enough.
              onError={(event) => {
                event.currentTarget.hidden = true;
              }}
            />
          ) : (
            <span className={styles.fileBadge} aria-hidden="true">
              {fileBadge(value)}
            </span>
          )}
          <p id={ids.chosen} className={styles.fileName}>
            ไฟล์ที่เลือก: {value.name} ({formatFileSize(value.size)})
          </p>
          <button type="button" className={styles.remove} onClick={remove} disabled={disabled}>
            ลบไฟล์
          </button>
        </div>
      )}
      {message && (
        <p id={ids.error} className={fieldStyles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

function defaultHint(rules: FileRules): string {
  const kinds = typeList(rules.types);
  return `ไฟล์ ${kinds} ขนาดไม่เกิน ${formatFileSize(rules.maxBytes)}`;
}

function fileBadge(file: File): string {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'PDF';
  return file.name.split('.').pop()?.slice(0, 4).toUpperCase() || 'ไฟล์';
}
