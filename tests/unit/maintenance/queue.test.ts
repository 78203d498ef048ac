import { describe, expect, it } from 'vitest';
import { maintenanceQueueQuerySchema } from '../../../functions/contract/maintenance.ts';
import { defaultRepairTargetHours } from '../../../functions/contract/hostel-defaults.ts';
import { queuePage } from '../../../functions/domain/maintenance/queue.ts';
import { aRequest } from './support.ts';

const now = new Date('2026-11-20T12:00:00Z');
/** Urgent 4 h, high 8 h, normal 24 h, low 72 h. */
const targets = defaultRepairTargetHours;
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

const request = (overrides: Parameters<typeof aRequest>[1] = {}) => aRequest(daysAgo(0), overrides);

const query = (params: Record<string, string> = {}) => maintenanceQueueQuerySchema.parse(params);

describe('the maintenance queue', () => {
  it('puts the highest priority first, then the longest waiting', () => {
    const old = request({ createdAt: daysAgo(5) });
    const recent = request({ createdAt: daysAgo(1) });
    const urgent = request({ priority: 'urgent', createdAt: daysAgo(0) });

    expect(queuePage([recent, urgent, old], query(), now, targets).requests.map((r) => r.id)).toEqual([
      urgent.id,
      old.id,
      recent.id,
    ]);
  });

  it('filters by block, category, urgency and assignee together', () => {
    const match = request({
      block: 'B',
      category: 'electrical',
      urgency: 'high',
      assignee: { id: 'x', fullName: 'X' },
    });
    const rows = [
      match,
      request({ block: 'A', category: 'electrical', urgency: 'high', assignee: { id: 'x', fullName: 'X' } }),
      request({ block: 'B', category: 'plumbing', urgency: 'high', assignee: { id: 'x', fullName: 'X' } }),
      request({ block: 'B', category: 'electrical', urgency: 'low', assignee: { id: 'x', fullName: 'X' } }),
      request({ block: 'B', category: 'electrical', urgency: 'high', assignee: { id: 'y', fullName: 'Y' } }),
    ];

    const page = queuePage(
      rows,
      query({ block: 'b', category: 'electrical', urgency: 'high', assigneeId: 'x' }),
      now,
      targets,
    );

    expect(page.requests.map((r) => r.id)).toEqual([match.id]);
    expect(page.pagination.total).toBe(1);
  });

  it('finds the unassigned ones and those older than the age asked for', () => {
    const oldUnassigned = request({ createdAt: daysAgo(8) });
    const rows = [
      oldUnassigned,
      request({ createdAt: daysAgo(2) }),
      request({ createdAt: daysAgo(9), assignee: { id: 'x', fullName: 'X' } }),
    ];

    expect(
      queuePage(rows, query({ assigneeId: 'unassigned', olderThanDays: '7' }), now, targets).requests.map(
        (r) => r.id,
      ),
    ).toEqual([oldUnassigned.id]);
  });

  it('sorts by a chosen column and pages after sorting', () => {
    const rows = [1, 2, 3, 4, 5].map((days) => request({ createdAt: daysAgo(days) }));

    const first = queuePage(rows, query({ sort: '-reported', limit: '2' }), now, targets);
    const second = queuePage(rows, query({ sort: '-reported', limit: '2', page: '2' }), now, targets);

    expect([...first.requests, ...second.requests].map((r) => r.createdAt)).toEqual(
      [1, 2, 3, 4].map(daysAgo),
    );
    expect(first.pagination).toMatchObject({ total: 5, pages: 3 });
  });

  it('flags a request past its priority’s target, by the report time, until it is resolved', () => {
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const lateUrgent = request({ priority: 'urgent', createdAt: hoursAgo(5) });
    const urgentInTime = request({ priority: 'urgent', createdAt: hoursAgo(3) });
    const normalInTime = request({ priority: 'normal', createdAt: hoursAgo(23) });
    const lateButResolved = request({ priority: 'urgent', createdAt: hoursAgo(50), status: 'resolved' });
    const rows = [lateUrgent, urgentInTime, normalInTime, lateButResolved];

    const all = queuePage(rows, query(), now, targets).requests;
    expect(Object.fromEntries(all.map((r) => [r.id, r.overdue]))).toEqual({
      [lateUrgent.id]: true,
      [urgentInTime.id]: false,
      [normalInTime.id]: false,
      [lateButResolved.id]: false,
    });
    expect(all.find((r) => r.id === lateUrgent.id)?.dueAt).toBe(hoursAgo(1));
    expect(all.find((r) => r.id === lateButResolved.id)?.dueAt).toBeNull();
    expect(queuePage(rows, query({ overdue: 'true' }), now, targets).requests.map((r) => r.id)).toEqual([
      lateUrgent.id,
    ]);
    // Another hostel's shorter target for normal repairs makes the 23-hour-old one late too.
    expect(
      queuePage(rows, query({ overdue: 'true' }), now, { ...targets, normal: 12 }).requests.map((r) => r.id),
    ).toEqual([lateUrgent.id, normalInTime.id]);
  });

  it('refuses a sort column and an age it does not know', () => {
    expect(maintenanceQueueQuerySchema.safeParse({ sort: 'reporter' }).success).toBe(false);
    expect(maintenanceQueueQuerySchema.safeParse({ olderThanDays: '2' }).success).toBe(false);
  });
});

describe('the queue’s rating filter', () => {
  it('keeps the repairs rated 2 or less, leaving the better rated and the unrated out', () => {
    const rated = (score: 1 | 2 | 3 | 5) =>
      request({ status: 'closed', rating: { score, comment: null, at: daysAgo(0) } });
    const [one, two, three, five] = [rated(1), rated(2), rated(3), rated(5)];
    const unrated = request({ status: 'closed' });

    const page = queuePage([one, two, three, five, unrated], query({ rated: 'poor' }), now, targets);

    expect(page.requests.map((r) => r.id).sort()).toEqual([one.id, two.id].sort());
  });

  it('refuses a rating filter it does not know', () => {
    expect(maintenanceQueueQuerySchema.safeParse({ rated: 'good' }).error?.issues[0]?.message).toBe(
      'The rating filter can only be poor (rated 2 or less)',
    );
  });
});
