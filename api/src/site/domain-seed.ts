import type { DomainSeed } from '#api/db/seed/domain-seed';
import { seedConsents } from './seed/consents';
import { seedDemoContent, seedReferenceContent } from './seed/contents';

/** The consent text and the site's own pages always; articles, social posts and popups for the demo. */
export const domainSeed: DomainSeed = {
  async reference(tx, { now }) {
    await seedConsents(tx);
    await seedReferenceContent(tx, now);
  },
  async demo(tx, { now }) {
    await seedDemoContent(tx, now);
  },
};
