import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import type { Executor } from '#api/db/client';
import type { UserRow } from './auth-tables';
import { findDefaultAddressByUserId } from '#api/members/addresses-repository';
import { findBankAccountByUserId } from '#api/members/bank-accounts-repository';
import { findLatestConsent, hasAcceptedConsent } from '#api/site/consents-repository';

/** Spec §3 Auth user with every include (`/me`, OTP verify, profile update answer it). */
export async function toAuthUser(db: Executor, user: UserRow): Promise<AuthUser> {
  const [latest, bankAccount, address] = await Promise.all([
    findLatestConsent(db),
    findBankAccountByUserId(db, user.id),
    findDefaultAddressByUserId(db, user.id),
  ]);
  return {
    id: user.id,
    ref: user.ref,
    name: user.name,
    lastname: user.lastname,
    tel: user.tel,
    avatar: user.avatar_url ? { url: user.avatar_url } : null,
    // No published consent: nothing to accept, so the modal must not show (null, not false).
    is_accept_latest_consent: latest ? await hasAcceptedConsent(db, user.id, latest.id) : null,
    is_follow_line_notification: user.is_follow_line_notification,
    bank_account: bankAccount,
    address,
    login_provider: user.login_provider,
    verified_otp_id: user.verified_otp_id,
    date_of_birth: user.date_of_birth,
    scope: user.scope,
  };
}
