export const GENERIC_ERROR_TEXT = 'เกิดข้อผิดพลาดบางอย่าง กรุณาลองใหม่อีกครั้ง';

export interface ErrorSummary {
  status: number;
  message: string;
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const message = (value as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * What the error page tells the visitor. Our API answers errors in Thai (`{ message, errors, status }`,
 * spec §8), and the kernel's ApiRequestError carries that shape in `.error`; those messages are shown.
 * A bare JavaScript error's message is English developer text, so it becomes the generic Thai one.
 */
export function summarizeError(error: unknown): ErrorSummary {
  const apiError =
    typeof error === 'object' && error !== null ? (error as { error?: unknown }).error : undefined;
  const apiMessage = messageOf(apiError);
  if (apiMessage) {
    const status = (apiError as { status?: unknown }).status;
    return { status: typeof status === 'number' && status > 0 ? status : 500, message: apiMessage };
  }
  return { status: 500, message: GENERIC_ERROR_TEXT };
}
