import { SLIP_FILE_RULES, SLIP_MESSAGES } from '@chokdee/shared-contract/schemas/order';
import { checkFile } from '@chokdee/shared-contract/rules/file-check';

/**
 * The browser's first look at a slip, with the API's own Thai messages: null when it may be sent.
 * The server still decides by the file's bytes.
 */
export function checkSlipFile(file: File | null): string | null {
  if (!file) return SLIP_MESSAGES.required;
  return checkFile(file, SLIP_FILE_RULES);
}
