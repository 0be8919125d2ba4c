import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { missingBuyerRequirement, type BuyerProfile } from '@chokdee/shared-contract/rules/buyer-eligibility';
import {
  BUYER_REQUIREMENT_MESSAGES,
  type BuyerRequirement,
} from '@chokdee/shared-contract/rules/buyer-requirements';
import { findUserById } from '#api/auth/users-repository';
import { bangkokDate } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import { unauthorized } from './authenticate';

/** 403 in Thai with the requirement as `code`, so the page sends the member to the fix. */
export function buyerRequirementError(requirement: BuyerRequirement): HttpError {
  return new HttpError(403, BUYER_REQUIREMENT_MESSAGES[requirement], [], requirement);
}

/**
 * onRequest hook of every call that spends money or points, after `memberOnly`: the member must
 * meet the spec §4 guards the site shows (a verified phone for a local member, a date of birth
 * that makes them 20 or older on today's Bangkok calendar day), whatever the client. The member
 * read with the token may be a few seconds old in another API process (`auth/session-cache.ts`); the
 * requirements are only ever met, never lost, so a refusal is checked again on a fresh read and a
 * member who has just verified is never turned away.
 */
export function buyerOnly(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request) => {
    const today = bangkokDate(app.now());
    const { id, loginProvider, verifiedOtpId, dateOfBirth } = request.user;
    const cached: BuyerProfile = {
      login_provider: loginProvider,
      verified_otp_id: verifiedOtpId,
      date_of_birth: dateOfBirth,
    };
    if (missingBuyerRequirement(cached, today) === null) return;
    const fresh = await findUserById(app.db, id);
    if (!fresh) throw unauthorized();
    const missing = missingBuyerRequirement(fresh, today);
    if (missing) throw buyerRequirementError(missing);
  };
}
