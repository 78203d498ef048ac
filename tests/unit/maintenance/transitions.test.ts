import { describe, expect, it } from 'vitest';
import {
  canMove,
  maintenanceStatuses,
  nextStatuses,
  reopenedStatus,
  reportMaintenanceSchema,
} from '../../../functions/contract/maintenance.ts';
import * as messages from '../../../functions/contract/messages.ts';

describe('maintenance request transitions', () => {
  it('let staff work a new request through to resolved', () => {
    expect(nextStatuses('new', 'staff')).toEqual(['assigned', 'in_progress', 'resolved', 'closed']);
    expect(nextStatuses('assigned', 'staff')).toEqual([
      'in_progress',
      'waiting_for_parts',
      'resolved',
      'closed',
    ]);
    expect(nextStatuses('waiting_for_parts', 'staff')).toEqual(['in_progress', 'resolved', 'closed']);
  });

  it('let the reporter only confirm or reopen a resolved request', () => {
    for (const from of maintenanceStatuses)
      expect(nextStatuses(from, 'reporter')).toEqual(
        from === 'resolved' ? ['new', 'assigned', 'closed'] : [],
      );
  });

  it('never move a closed request again, whoever asks', () => {
    for (const to of maintenanceStatuses) {
      expect(canMove('closed', to, 'staff')).toBe(false);
      expect(canMove('closed', to, 'reporter')).toBe(false);
    }
  });

  it('never move a request to the state it is in', () => {
    for (const status of maintenanceStatuses) expect(canMove(status, status, 'staff')).toBe(false);
  });

  it('send a reopened request back to its assignee, or to the queue without one', () => {
    expect(reopenedStatus('a1b2c3d4e5f6a1b2c3d4e5f6')).toBe('assigned');
    expect(reopenedStatus(null)).toBe('new');
  });
});

describe('a maintenance report', () => {
  const report = { category: 'plumbing', urgency: 'high', description: 'The tap drips all night.' };

  it('needs a common area named when it is not about the student’s room', () => {
    const parsed = reportMaintenanceSchema.safeParse({ ...report, where: 'common', area: '  ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['area'],
      message: messages.maintenance.areaRequired,
    });
  });

  it('refuses a category outside the list and a description too short to act on', () => {
    const parsed = reportMaintenanceSchema.safeParse({
      ...report,
      where: 'room',
      category: 'roof',
      description: 'broken',
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      messages.maintenance.categoryInvalid,
      messages.maintenance.descriptionShort,
    ]);
  });
});
