import type { DomainSeed } from '#api/db/seed/domain-seed';
import { seedDemoStaff } from './demo-staff';

/** Only the demo has a staff account; a real console's staff are added with `scripts/add-staff.ts`. */
export const domainSeed: DomainSeed = {
  demo: (tx, { now }) => seedDemoStaff(tx, now),
};
