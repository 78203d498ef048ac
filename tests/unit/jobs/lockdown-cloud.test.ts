import { describe, expect, it } from 'vitest';
import { defaultShare, simulateLockdown } from '../../support/lockdown-cloud.ts';

// The simulated cloud of tests/support/lockdown-cloud.ts, driven by the product's own pace, batches,
// retries and limits; its figures are printed by `npm run bench -- lockdown-cloud`.
describe('the lockdown in the simulated cloud', () => {
  it('tells 20,000 tabs within 3 s at p99, every one of them, within its share and throttling no one', () => {
    for (const seed of [1, 2, 3]) {
      const outcome = simulateLockdown({ connections: 20_000, seed });

      expect(outcome.failed, `seed ${seed}`).toBe(0);
      expect(outcome.p99Ms, `seed ${seed}`).toBeLessThanOrEqual(3000);
      expect(outcome.beyondShare, `seed ${seed}`).toBe(0);
      expect(outcome.throttledOthers, `seed ${seed}`).toBe(0);
    }
  });

  it("keeps to its share at any audience, where an unpaced fan-out takes students' calls", () => {
    const paced = simulateLockdown({ connections: 50_000 });
    const unpaced = simulateLockdown({ connections: 50_000, pushRate: Infinity });

    expect(paced.beyondShare).toBe(0);
    expect(paced.throttledOthers).toBe(0);
    expect(unpaced.beyondShare).toBeGreaterThan(0);
    expect(unpaced.throttledOthers).toBeGreaterThan(0);
  });

  it('needs no more workers than SQS starts with: the share spread over more waits on its ramp', () => {
    const workers = 20;

    const outcome = simulateLockdown({ connections: 20_000, workers, pushRate: defaultShare / workers });

    expect(outcome.p99Ms).toBeGreaterThan(3000);
  });

  it('needs the whole vCPU its workers are given: at 1,024 MB the SDK cannot keep the pace', () => {
    expect(simulateLockdown({ connections: 20_000, memoryMb: 1024 }).p99Ms).toBeGreaterThan(3000);
  });
});
