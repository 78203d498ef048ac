import { describe, expect, it } from 'vitest';
import { actorOf, userActor } from '../../../functions/data/audit.ts';
import type { Session } from '../../../functions/data/sessions.ts';

describe('who the audit trail says acted', () => {
  it('names a user acting outside a request as a session of theirs names them', () => {
    const user = { id: 'u1', role: 'admin' as const, fullName: 'Kofi Mensah', email: 'admin@example.edu' };
    const session = { id: 's1', userId: user.id, role: user.role, fullName: user.fullName } as Session;
    expect(userActor(user)).toEqual(actorOf(session));
  });
});
