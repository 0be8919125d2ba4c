import type { DomainSeed } from '#api/db/seed/domain-seed';

/** No demo notices: a demo member's list fills as staff act on their orders. */
export const domainSeed: DomainSeed = {};
