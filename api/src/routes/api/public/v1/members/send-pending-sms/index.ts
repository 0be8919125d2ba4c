import { AUTH_MESSAGES, TEL_PATTERN } from '@chokdee/shared-contract/schemas/auth';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { HttpError } from '#api/lib/http-error';

const answer = dataEnvelope(z.null());

/**
 * Shop host, spec §5: `tel` is required. Without it the answer is a 400 in the API's error shape,
 * in Thai like every refusal: `{ message: 'กรุณากรอกเบอร์โทรศัพท์', errors: [{ field: 'tel', … }] }`.
 * The body is checked by hand so a missing body gets that answer too.
 */
const sendPendingSmsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', async (request) => {
    const body: unknown = request.body;
    const tel = body && typeof body === 'object' ? (body as { tel?: unknown }).tel : undefined;
    if (typeof tel !== 'string' || tel.trim() === '') {
      throw new HttpError(400, AUTH_API_MESSAGES.telRequired, [
        { field: 'tel', message: AUTH_API_MESSAGES.telRequired },
      ]);
    }
    if (!TEL_PATTERN.test(tel.trim())) {
      throw new HttpError(400, AUTH_MESSAGES.telFormat, [{ field: 'tel', message: AUTH_MESSAGES.telFormat }]);
    }
    // No SMS is queued for later delivery in this system: every SMS goes out when it is made.
    request.log.info('send-pending-sms: nothing pending');
    return answer.parse({ data: null });
  });
};

export default sendPendingSmsRoutes;
