import type { DomainSeed } from '#api/db/seed/domain-seed';
import { seedDemoStaffRoles } from './demo-staff-roles';

/** The demo's owner holds `owner`; a demo reviewer shows what a narrower role sees. */
export const domainSeed: DomainSeed = {
  demo: (tx, { now }) => seedDemoStaffRoles(tx, now),
};
