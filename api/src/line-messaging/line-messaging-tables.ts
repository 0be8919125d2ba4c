import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant } from '#api/db/columns';

/**
 * A LINE connect a member started (LINE Login with the bot prompt): the state is kept hashed, bound
 * to the member who asked and to the browser that asked (`browser_key_hash`), single use, 10 minutes.
 */
export const lineConnectStates = pgTable(
  'line_connect_states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    state_hash: text('state_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browser_key_hash: text('browser_key_hash').notNull(),
    code_verifier: text('code_verifier').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
  },
  (t) => [uniqueIndex('line_connect_states_state_hash_key').on(t.state_hash)],
);

export type LineConnectStateRow = typeof lineConnectStates.$inferSelect;
