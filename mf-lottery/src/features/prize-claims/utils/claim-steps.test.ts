import type { PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { prizeClaimFixture } from '../testing/prize-claim-fixture';
import { claimSteps } from './claim-steps';

const states = (claim: PrizeClaim) => claimSteps(claim).map((step) => `${step.status}:${step.state}`);

describe('claimSteps', () => {
  it('walks a transfer claim to paid', () => {
    expect(states(prizeClaimFixture({ status: 'requested' }))).toEqual([
      'requested:current',
      'checking:upcoming',
      'paid:upcoming',
    ]);
    expect(
      states(prizeClaimFixture({ status: 'checking', checking_at: '2026-11-17T10:00:00+07:00' })),
    ).toEqual(['requested:done', 'checking:current', 'paid:upcoming']);
    expect(states(prizeClaimFixture({ status: 'paid' }))).toEqual([
      'requested:done',
      'checking:done',
      'paid:done',
    ]);
  });

  it('ends an in-person claim at the handover', () => {
    const claim = prizeClaimFixture({ kind: 'in_person', status: 'handed_over' });
    expect(states(claim)).toEqual(['requested:done', 'checking:done', 'handed_over:done']);
  });

  it('ends a refused claim at the refusal, after only the steps it reached', () => {
    const refused = prizeClaimFixture({
      status: 'refused',
      checking_at: null,
      settled_at: null,
      refused_at: '2026-11-17T11:00:00+07:00',
    });
    expect(states(refused)).toEqual(['requested:done', 'refused:done']);
  });
});
