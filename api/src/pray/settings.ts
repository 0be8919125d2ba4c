import type { PraySettings } from '@chokdee/shared-contract/schemas/pray';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { praySettings } from './pray-tables';

/** Used until the operator's row exists (the seed writes it). */
export const DEFAULT_PRAY_SETTINGS: PraySettings = { donation_amount: 99, show_sold_out_number: true };

export async function readPraySettings(db: Executor): Promise<PraySettings> {
  const [row] = await db.select().from(praySettings).where(eq(praySettings.id, 1));
  return row
    ? { donation_amount: row.donation_amount, show_sold_out_number: row.show_sold_out_number }
    : DEFAULT_PRAY_SETTINGS;
}
