import {
  PAYMENT_CHANNEL_LABELS,
  PAYMENT_CHANNELS,
  SLIP_MIME_TYPES,
  type Order,
  type PaymentChannel,
} from '@chokdee/shared-kernel/schemas/order';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useObjectUrl } from '../../../lib/use-object-url';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useSlipUpload } from '../hooks/use-slip-upload';
import { checkSlipFile, formatFileSize } from '../utils/check-slip-file';
import styles from './slip-upload-form.module.css';

export type SlipUploadFormProps = {
  order: Order;
  onUploaded: (order: Order) => void;
};

const ACCEPT = SLIP_MIME_TYPES.join(',');

/**
 * The payment slip form of a reserved order: channel, file (checked here first with the API's
 * messages), a preview of an image, and the server's Thai answer with the file kept on failure.
 */
export function SlipUploadForm({ order, onUploaded }: SlipUploadFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [channel, setChannel] = useState<PaymentChannel>(
    order.payment.promptpay_qr ? 'promptpay' : 'bank_transfer',
  );
  const [previewUrl, showPreview] = useObjectUrl();
  const { uploading, serverError, upload } = useSlipUpload(order, onUploaded);

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const error = chosen ? checkSlipFile(chosen) : null;
    setFile(chosen);
    setFileError(error);
    showPreview(chosen && !error && chosen.type.startsWith('image/') ? chosen : null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = checkSlipFile(file);
    setFileError(error);
    if (!error) void upload(file, channel);
  }

  const title = order.rejected_reason ? 'อัพโหลดสลิปใหม่' : 'อัพโหลดสลิปการโอนเงิน';
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>

      <fieldset className={styles.channels} disabled={uploading}>
        <legend className={styles.legend}>ช่องทางการชำระเงิน</legend>
        <div className={styles.options}>
          {PAYMENT_CHANNELS.map((value) => (
            <label key={value} className={styles.channel}>
              <input
                type="radio"
                name={`${id}-channel`}
                value={value}
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              <span>{PAYMENT_CHANNEL_LABELS[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${id}-file`} className={styles.legend}>
          ไฟล์สลิป
        </label>
        <input
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept={ACCEPT}
          onChange={onFileChange}
          disabled={uploading}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
        />
        <p id={hintId} className={styles.hint}>
          รูปภาพ JPEG, PNG, WebP หรือไฟล์ PDF ขนาดไม่เกิน 5 MB
        </p>
        {file && (
          <p className={styles.chosen}>
            ไฟล์ที่เลือก: {file.name} ({formatFileSize(file.size)})
          </p>
        )}
        {fileError && (
          <p id={errorId} className={styles.error} role="alert">
            {fileError}
          </p>
        )}
        {previewUrl && <img className={styles.preview} src={previewUrl} alt="ตัวอย่างสลิปที่เลือก" />}
      </div>

      {serverError && (
        <p className={styles.serverError} role="alert">
          {serverError}
        </p>
      )}

      {uploading && <progress className={styles.progress} aria-label="กำลังอัพโหลดสลิป" />}
      <button
        type="submit"
        className={`${buttons.primary} ${buttons.block}`}
        disabled={uploading || Boolean(fileError)}
        aria-busy={uploading}
      >
        {uploading ? 'กำลังอัพโหลด…' : 'อัพโหลดสลิป'}
      </button>
    </form>
  );
}
