// `test` for the journeys that wait for the network to go quiet ('networkidle'): a member's page
// holds the notices stream open, and an open request never lets the network go quiet. Their
// browser answers that stream at once with an empty 204, so the page falls back to its periodic
// read of the notices. They check what pages show, not how soon notices arrive: the shop orders
// journey checks that, with the stream live.
import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** For a context a journey opens itself: the same empty answer to the notices stream. */
export const answerNoticesStream = (context: BrowserContext) =>
  context.route('**/public/v1/notices/events', (route) => route.fulfill({ status: 204 }));

export const test = base.extend({
  context: async ({ context }, provide) => {
    await answerNoticesStream(context);
    await provide(context);
  },
});
