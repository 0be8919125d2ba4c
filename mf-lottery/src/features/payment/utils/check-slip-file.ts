import { SLIP_MAX_BYTES, SLIP_MESSAGES, SLIP_MIME_TYPES } from '@chokdee/shared-kernel/schemas/order';

const SLIP_EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

function allowedType(file: File): boolean {
  if ((SLIP_MIME_TYPES as readonly string[]).includes(file.type)) return true;
  // Some phones give no type at all: let the server judge the bytes of a file named like a slip.
  return file.type === '' && SLIP_EXTENSIONS.test(file.name);
}

/**
 * The browser's first look at a slip, with the API's own Thai messages: null when it may be sent.
 * The server still decides by the file's bytes.
 */
export function checkSlipFile(file: File | null): string | null {
  if (!file) return SLIP_MESSAGES.required;
  if (!allowedType(file)) return SLIP_MESSAGES.badType;
  if (file.size > SLIP_MAX_BYTES) return SLIP_MESSAGES.tooLarge;
  return null;
}

/** '1.2 MB', '350 KB': the size of the chosen file. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
