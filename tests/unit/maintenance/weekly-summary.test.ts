import { describe, expect, it } from 'vitest';
import { defaultRepairTargetHours } from '../../../functions/contract/hostel-defaults.ts';
import { aRequest } from './support.ts';

Object.assign(process.env, {
  TABLE_NAME: 'unit',
  PUBLIC_ORIGIN: 'https://hostel.example',
  SENDER_EMAIL: 'no-reply@hostel.example',
  SESSION_SECRET: 'a'.repeat(48),
});
const { isoWeekOf, summariseWeek } = await import('../../../functions/domain/maintenance/weekly-summary.ts');
const { lateness, repairSummaryMail } =
  await import('../../../functions/domain/notifications/templates/maintenance.ts');

const now = new Date('2026-11-25T09:00:00Z');
/** Urgent 4 h, high 8 h, normal 24 h, low 72 h. */
const targets = defaultRepairTargetHours;
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

const request = (overrides: Parameters<typeof aRequest>[1] = {}) => aRequest(hoursAgo(1), overrides);

describe('the weekly maintenance summary', () => {
  it('lists the open requests past their priority’s target, most late first, with how late', () => {
    const lateUrgent = request({ priority: 'urgent', createdAt: hoursAgo(10) }); // due 4 h in: 6 h late
    const lateLow = request({ priority: 'low', status: 'waiting_for_parts', createdAt: hoursAgo(200) }); // 128 h late
    const inTime = request({ priority: 'normal', createdAt: hoursAgo(20) });
    const resolvedLate = request({
      priority: 'urgent',
      status: 'resolved',
      createdAt: hoursAgo(50),
      resolvedAt: hoursAgo(2),
    });

    const summary = summariseWeek([lateUrgent, inTime, lateLow, resolvedLate], [], targets, now);

    expect(summary.overdue.map(({ request, lateMs }) => [request.id, lateMs / 3_600_000])).toEqual([
      [lateLow.id, 128],
      [lateUrgent.id, 6],
    ]);
  });

  it('counts the requests reported and resolved in the seven days before the run, closed ones included', () => {
    const reportedThisWeek = request({ createdAt: hoursAgo(24) });
    const reportedLastWeek = request({ priority: 'low', createdAt: hoursAgo(24 * 8) });
    const resolvedThisWeek = request({
      status: 'resolved',
      createdAt: hoursAgo(24 * 20),
      resolvedAt: hoursAgo(30),
    });
    const closedThisWeek = request({ status: 'closed', createdAt: hoursAgo(48), resolvedAt: hoursAgo(5) });

    const summary = summariseWeek(
      [reportedThisWeek, reportedLastWeek, resolvedThisWeek],
      [closedThisWeek],
      targets,
      now,
    );

    expect(summary).toMatchObject({ opened: 2, resolved: 2 });
  });

  it('counts the ratings given in the seven days before the run, whenever their repair was resolved', () => {
    const rated = (score: 1 | 2 | 3 | 4 | 5, ratedHoursAgo: number, resolvedHoursAgo: number) =>
      request({
        status: 'closed',
        createdAt: hoursAgo(resolvedHoursAgo + 5),
        resolvedAt: hoursAgo(resolvedHoursAgo),
        rating: { score, comment: null, at: hoursAgo(ratedHoursAgo) },
      });
    const closed = [
      rated(5, 3, 4),
      rated(4, 30, 24 * 12), // resolved twelve days ago, confirmed and rated this week
      rated(2, 50, 60),
      rated(1, 24 * 8, 24 * 9), // rated last week
      request({ status: 'closed', createdAt: hoursAgo(30), resolvedAt: hoursAgo(20) }), // not rated
    ];

    expect(summariseWeek([], closed, targets, now).rated).toEqual({ count: 3, average: 3.7, poor: 1 });
    expect(summariseWeek([], [], targets, now).rated).toEqual({ count: 0, average: null, poor: 0 });
  });

  it('names the ISO week a day belongs to, the Thursday deciding the year', () => {
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it('says how late a repair is in days and hours', () => {
    expect(lateness(20 * 60_000)).toBe('under an hour');
    expect(lateness(3_600_000)).toBe('1 hour');
    expect(lateness(5 * 3_600_000)).toBe('5 hours');
    expect(lateness(48 * 3_600_000)).toBe('2 days');
    expect(lateness(53 * 3_600_000 + 59 * 60_000)).toBe('2 days 5 hours');
  });

  it('mails each late request by its title, with a room’s block, its priority and lateness, and the week’s figures', () => {
    const late = request({ priority: 'high', category: 'electrical', createdAt: hoursAgo(34) });
    const common = request({
      priority: 'urgent',
      location: { kind: 'common', roomId: null, roomNumber: null, block: '-', area: 'Kitchen, 2nd floor' },
      createdAt: hoursAgo(5),
    });
    const mail = repairSummaryMail(
      { email: 'kofi@hostel.example', fullName: 'Kofi Boateng' },
      summariseWeek([late, common], [], targets, now),
    );

    expect(mail.to).toBe('kofi@hostel.example');
    expect(mail.subject).toBe('Maintenance this week: 2 requests overdue');
    expect(mail.text).toContain('Reported in the last seven days: 2. Resolved in the last seven days: 0.');
    expect(mail.text).toContain('Electrical: Room A101 (block A) — high priority, 1 day 2 hours late.');
    expect(mail.text).toContain('Plumbing: Kitchen, 2nd floor — urgent priority, 1 hour late.');
    expect(mail.text).toContain('https://hostel.example/management/admin/maintenance?overdue=true');
  });

  it('says how the week’s repairs were rated, and leads to the poorly rated ones', () => {
    const rated = (score: 1 | 2 | 3 | 4 | 5) =>
      request({
        status: 'closed',
        resolvedAt: hoursAgo(3),
        rating: { score, comment: null, at: hoursAgo(2) },
      });
    const mail = (closed: ReturnType<typeof request>[]) =>
      repairSummaryMail(
        { email: 'kofi@hostel.example', fullName: 'Kofi Boateng' },
        summariseWeek([], closed, targets, now),
      ).text;

    expect(mail([rated(5), rated(4), rated(2)])).toContain(
      'Rated in the last seven days: 3.7 of 5 from 3 repairs, 1 of them 2 or less.',
    );
    expect(mail([rated(5), rated(2)])).toContain(
      'https://hostel.example/management/admin/maintenance?rated=poor',
    );
    expect(mail([rated(4)])).toContain('Rated in the last seven days: 4 of 5 from 1 repair.');
    expect(mail([rated(4)])).not.toContain('rated=poor');
    expect(mail([])).toContain('Rated in the last seven days: none.');
  });

  it('says so when nothing is overdue', () => {
    const mail = repairSummaryMail(
      { email: 'kofi@hostel.example', fullName: 'Kofi Boateng' },
      summariseWeek([request()], [], targets, now),
    );
    expect(mail.subject).toBe('Maintenance this week: 0 requests overdue');
    expect(mail.text).toContain('Overdue now: none.');
  });
});
