import type { SmsGatewayConfig } from '#api/config';
import { SmsNotSentError, type SmsMessage, type SmsProvider } from './sms-provider';

/** What ThaiBulkSMS answers to `POST /sms` (the fields read here; the rest is ignored). */
interface SendAnswer {
  phone_number_list?: { number?: string; message_id?: string }[];
  bad_phone_number_list?: { number?: string; message?: string }[];
  error?: { code?: number | string; name?: string; description?: string };
}

async function readAnswer(response: Response): Promise<SendAnswer> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as SendAnswer) : {};
  } catch (error) {
    if (isTimeout(error)) throw error;
    return {};
  }
}

/** Errors read by shape: fetch's come from Node's own realm, where `instanceof Error` can fail. */
interface ErrorLike {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
}
const asErrorLike = (error: unknown): ErrorLike => (error && typeof error === 'object' ? error : {});

const isTimeout = (error: unknown) =>
  ['TimeoutError', 'AbortError'].includes(String(asErrorLike(error).name));

/** fetch's own error says only "fetch failed"; its cause names the socket's error (ECONNREFUSED…). */
function socketError(error: unknown): string {
  const { cause, name } = asErrorLike(error);
  const { code } = asErrorLike(cause);
  return typeof code === 'string' ? code : String(name ?? 'error');
}

/**
 * ThaiBulkSMS' v2 API: `POST <baseUrl>/sms` with HTTP Basic auth (API key : secret) and a form body
 * `msisdn`, `message`, `sender`. A 2xx whose number is not in `bad_phone_number_list` is sent; any
 * other answer, a network error, or no answer within `timeoutMs` (request and body together) is
 * `SmsNotSentError`, whose reason names the status and the provider's error code, never the text.
 *
 * Plain `fetch` (Node's own): the provider's npm package is a CLI/MCP tool, not a library, and this
 * is one request.
 */
export class ThaiBulkSmsProvider implements SmsProvider {
  private readonly authorization: string;

  constructor(private readonly config: SmsGatewayConfig) {
    this.authorization = `Basic ${Buffer.from(`${config.apiKey}:${config.apiSecret}`).toString('base64')}`;
  }

  async send(message: SmsMessage): Promise<void> {
    const { baseUrl, sender, timeoutMs } = this.config;
    let response: Response;
    let answer: SendAnswer;
    try {
      response = await fetch(`${baseUrl}/sms`, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ msisdn: message.tel, message: message.message, sender }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      answer = await readAnswer(response);
    } catch (error) {
      if (isTimeout(error)) throw new SmsNotSentError(`ThaiBulkSMS did not answer within ${timeoutMs} ms`);
      throw new SmsNotSentError(`ThaiBulkSMS unreachable (${socketError(error)})`);
    }
    if (!response.ok) {
      const code = [answer.error?.code, answer.error?.name].filter(Boolean).join(' ');
      throw new SmsNotSentError(`ThaiBulkSMS answered ${response.status}${code ? ` (${code})` : ''}`);
    }
    if ((answer.bad_phone_number_list ?? []).length > 0) {
      throw new SmsNotSentError('ThaiBulkSMS refused the number (bad_phone_number_list)');
    }
  }
}
