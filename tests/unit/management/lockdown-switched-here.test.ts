import { describe, expect, it } from 'vitest';
import { switchingOnHere, takeSwitchedHere } from '../../../management/src/lib/lockdown-switched-here.ts';

describe('the lockdown this tab switched on itself', () => {
  it('is known as this tab’s while its request is out, for a push that overtakes the answer', async () => {
    let heardDuringRequest: boolean | undefined;
    await switchingOnHere(async () => {
      heardDuringRequest = takeSwitchedHere();
    });
    expect(heardDuringRequest).toBe(true);
  });

  it('is known as this tab’s once, so the next lockdown, someone else’s, is told', async () => {
    await switchingOnHere(async () => 'switched');
    expect(takeSwitchedHere()).toBe(true);
    expect(takeSwitchedHere()).toBe(false);
  });

  it('is not this tab’s when the switch failed', async () => {
    await expect(switchingOnHere(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(takeSwitchedHere()).toBe(false);
  });
});
