import { z } from 'zod';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';

/** The spec §8 shape and nothing else: Fastify's `{ error, statusCode }` must not sneak in beside it. */
const StrictApiError = z.strictObject(ApiErrorSchema.shape);
const THAI = /[\u0E00-\u0E7F]/;

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * Why an answer breaks the rules, or null when it keeps them: never a 5xx; every refusal (4xx) is
 * JSON in the kernel's ApiError shape with its own status and a Thai message. Answers below 400
 * may be anything (pictures, redirects, data), and HEAD answers have no body to read.
 */
export function answerProblem(method: string, answer: Answer): string | null {
  if (answer.status >= 500) return `server error ${answer.status}`;
  if (answer.status < 400 || method === 'HEAD') return null;
  if (!answer.contentType?.startsWith('application/json'))
    return `content-type ${answer.contentType ?? 'none'}`;
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return 'body is not JSON';
  }
  const parsed = StrictApiError.safeParse(json);
  if (!parsed.success) return `body outside the ApiError shape: ${parsed.error.issues[0]?.message}`;
  if (parsed.data.status !== answer.status) return `body status ${parsed.data.status} ≠ ${answer.status}`;
  if (!THAI.test(parsed.data.message)) return `message not Thai: ${parsed.data.message}`;
  return null;
}
