import { count, eq } from 'drizzle-orm';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { registerMember } from '#api/test/member-session';
import { startFakePushService, type FakePushService } from '#api/testing/fake-push-service';
import { MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push-subscriptions-repository';
import { pushSubscriptions } from './web-push-tables';

/**
 * The per-member cap where requests really run at once (PGlite runs one statement at a time):
 * browsers subscribing together never take more places than there are.
 */
jest.setTimeout(120_000);
const { testOnPostgres } = appOnPostgres('web_push_races');

let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(() => pushService.close());

testOnPostgres(
  `${MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER * 2} browsers subscribing at once: exactly the cap is kept`,
  async (app) => {
    const member = await registerMember(app);
    const attempts = MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER * 2;
    const answers = await Promise.all(
      Array.from({ length: attempts }, () =>
        app.inject({
          method: 'POST',
          url: '/public/v1/web-push/subscriptions',
          headers: member.headers,
          payload: pushService.subscribe(),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER);
    expect(statuses.filter((s) => s === 409)).toHaveLength(attempts - MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER);
    const [stored] = await app.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, member.userId));
    expect(stored?.n).toBe(MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER);
  },
);
