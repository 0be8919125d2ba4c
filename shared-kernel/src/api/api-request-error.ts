import { HTTPError, TimeoutError } from 'ky';
import { ApiErrorSchema, type ApiError } from '@chokdee/shared-contract/schemas/api-error';

/** Thai texts for failures the server did not describe itself. */
export const API_ERROR_MESSAGES = {
  network: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้',
  timeout: 'เซิร์ฟเวอร์ตอบสนองช้าเกินไป กรุณาลองใหม่อีกครั้ง',
  aborted: 'คำขอถูกยกเลิก',
  invalidResponse: 'ข้อมูลจากเซิร์ฟเวอร์ไม่ถูกต้อง',
  badRequest: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
  unauthorized: 'กรุณาเข้าสู่ระบบอีกครั้ง',
  forbidden: 'คุณไม่มีสิทธิ์ทำรายการนี้',
  notFound: 'ไม่พบข้อมูลที่ต้องการ',
  tooManyRequests: 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  generic: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
} as const;

/** Status of an answer whose body did not match the expected schema (a bad gateway, in effect). */
export const INVALID_RESPONSE_STATUS = 502;

/** Every failure of `request()`: `.error` is the spec §8 shape the UI shows. */
export class ApiRequestError extends Error {
  readonly error: ApiError;

  constructor(error: ApiError, options?: { cause?: unknown }) {
    super(error.message, options);
    this.name = 'ApiRequestError';
    this.error = error;
  }

  get status(): number {
    return this.error.status;
  }
}

function messageForStatus(status: number): string {
  if (status === 400 || status === 422) return API_ERROR_MESSAGES.badRequest;
  if (status === 401) return API_ERROR_MESSAGES.unauthorized;
  if (status === 403) return API_ERROR_MESSAGES.forbidden;
  if (status === 404) return API_ERROR_MESSAGES.notFound;
  if (status === 408 || status === 504) return API_ERROR_MESSAGES.timeout;
  if (status === 429) return API_ERROR_MESSAGES.tooManyRequests;
  return API_ERROR_MESSAGES.generic;
}

/** The spec §8 error for an HTTP error answer: the body itself when it already has that shape. */
export function apiErrorFromHttpBody(status: number, body: unknown): ApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  return { message: messageForStatus(status), errors: [], status };
}

// ky's `beforeError` hook reads the body once and leaves the result here for `toApiError`.
const httpErrorDetails = new WeakMap<HTTPError, ApiError>();

export function rememberHttpError(error: HTTPError, apiError: ApiError): void {
  httpErrorDetails.set(error, apiError);
}

/** An aborted fetch rejects with a DOMException named AbortError (not always an `Error` instance). */
function isAbort(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

function failure(message: string, status: number): ApiError {
  return { message, errors: [], status };
}

/** Any thrown value → the spec §8 shape; status 0 when no HTTP answer was received. */
export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiRequestError) return e.error;
  if (e instanceof HTTPError) {
    return httpErrorDetails.get(e) ?? apiErrorFromHttpBody(e.response.status, undefined);
  }
  if (e instanceof TimeoutError) return failure(API_ERROR_MESSAGES.timeout, 0);
  const plain = ApiErrorSchema.safeParse(e);
  if (plain.success) return plain.data;
  if (isAbort(e)) return failure(API_ERROR_MESSAGES.aborted, 0);
  // fetch rejects with a TypeError when the network, DNS or CORS fails.
  if (e instanceof TypeError) return failure(API_ERROR_MESSAGES.network, 0);
  return failure(API_ERROR_MESSAGES.generic, 0);
}
