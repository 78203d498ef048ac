import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { lockdownReactionFor } from '../../../management/src/app/shell/lockdown-reaction.ts';

describe('what a tab does when the lockdown is announced', () => {
  it('signs a student out with the realtime message for 6 s', () => {
    expect(lockdownReactionFor('student', 'Gas leak')).toEqual({
      signOut: true,
      message: messages.lockdown.realtimeStudent,
      durationMs: 6000,
    });
  });

  it('tells an admin the reason for 5 s and keeps them signed in', () => {
    expect(lockdownReactionFor('admin', 'Gas leak')).toEqual({
      signOut: false,
      message: 'Emergency lockdown activated: Gas leak',
      durationMs: 5000,
    });
    expect(lockdownReactionFor('super_admin', 'Gas leak').signOut).toBe(false);
  });

  it('gives staff the plain notice when no reason came with it (the polling fallback)', () => {
    expect(lockdownReactionFor('admin', '  ').message).toBe(messages.lockdown.activated);
  });
});
