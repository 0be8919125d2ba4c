import {
  PAYMENT_CHANNEL_LABELS,
  PAYMENT_CHANNELS,
  SLIP_FILE_RULES,
  type Order,
  type PaymentChannel,
} from '@chokdee/shared-contract/schemas/order';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ChoiceField } from '@chokdee/shared-kernel/ui/choice-field';
import { FilePicker } from '@chokdee/shared-kernel/ui/file-picker';
import { useSlipUpload } from '../hooks/use-slip-upload';
import { checkSlipFile } from '../utils/check-slip-file';
import styles from './slip-upload-form.module.css';

export type SlipUploadFormProps = {
  order: Order;
  onUploaded: (order: Order) => void;
};

const CHANNEL_OPTIONS = PAYMENT_CHANNELS.map((value) => ({ value, label: PAYMENT_CHANNEL_LABELS[value] }));

/**
 * The payment slip form of a reserved order: channel, file (checked by the kernel's picker with
 * the API's messages, an image previewed), and the server's Thai answer with the file kept on failure.
 */
export function SlipUploadForm({ order, onUploaded }: SlipUploadFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [channel, setChannel] = useState<PaymentChannel>(
    order.payment.promptpay_qr ? 'promptpay' : 'bank_transfer',
  );
  const { uploading, serverError, upload } = useSlipUpload(order, onUploaded);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = checkSlipFile(file);
    setFileError(error);
    if (!error) void upload(file, channel);
  }

  const title = order.rejected_reason ? 'อัพโหลดสลิปใหม่' : 'อัพโหลดสลิปการโอนเงิน';

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>

      <ChoiceField
        label="ช่องทางการชำระเงิน"
        name={`${id}-channel`}
        options={CHANNEL_OPTIONS}
        value={channel}
        onChange={setChannel}
        disabled={uploading}
        minOptionWidth="12rem"
      />

      <FilePicker
        label="ไฟล์สลิป"
        {...SLIP_FILE_RULES}
        hint="รูปภาพ JPEG, PNG, WebP หรือไฟล์ PDF ขนาดไม่เกิน 5 MB"
        value={file}
        onChange={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
        error={fileError}
        disabled={uploading}
        previewAlt="ตัวอย่างสลิปที่เลือก"
      />

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
