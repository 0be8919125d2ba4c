import webpush from 'web-push';
import type { Executor } from '#api/db/client';
import type { VapidConfig } from '#api/config';
import { webPushVapidKeys } from './web-push-tables';

/** Used when no VAPID_SUBJECT is set (development, tests): push services write here about abuse. */
export const DEVELOPMENT_VAPID_SUBJECT = 'mailto:webpush@chokdee.invalid';

/**
 * The site's VAPID identity: the configured one (production must configure it), else the pair made
 * at the first start and kept in the database. Kept rather than made per start because every
 * subscription is bound to the public key it was made with: a new key would silently orphan them.
 * Kept in the database rather than committed as a default, so no private key sits in the
 * repository for anyone to sign pushes to our development subscribers with. Insert-if-absent, then
 * read: two processes starting together end up with the same pair.
 */
export async function loadVapidKeys(db: Executor, configured: VapidConfig | undefined): Promise<VapidConfig> {
  if (configured) return configured;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(webPushVapidKeys)
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(webPushVapidKeys).limit(1);
  if (!row) throw new Error('web push: the VAPID key pair could not be stored');
  return { publicKey: row.public_key, privateKey: row.private_key, subject: DEVELOPMENT_VAPID_SUBJECT };
}
