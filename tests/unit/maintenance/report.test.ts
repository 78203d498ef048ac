import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import {
  maintenanceReportQuerySchema,
  type MaintenanceRequest,
} from '../../../functions/contract/maintenance.ts';
import * as z from '../../../functions/contract/zod.ts';
import { maintenanceReport, quantile } from '../../../functions/domain/maintenance/report.ts';
import { aRequest } from './support.ts';

const reportedAt = '2026-10-01T08:00:00.000Z';
const after = (hours: number) => new Date(Date.parse(reportedAt) + hours * 3_600_000).toISOString();

/** A request reported at `reportedAt`; with `hoursToResolve`, resolved that many hours later. */
function request(
  fields: Parameters<typeof aRequest>[1] & { hoursToResolve?: number } = {},
): MaintenanceRequest {
  const { hoursToResolve, ...rest } = fields;
  return aRequest(reportedAt, {
    ...(hoursToResolve !== undefined && { status: 'resolved', resolvedAt: after(hoursToResolve) }),
    ...rest,
  });
}

const range = { from: '2026-10-01', to: '2026-10-31' };

describe('the quantiles of the times to resolve', () => {
  it('take the middle value of an odd count as the median', () => {
    expect(quantile([1, 5, 9], 0.5)).toBe(5);
  });

  it('take the mean of the middle two of an even count as the median', () => {
    expect(quantile([2, 4, 10, 40], 0.5)).toBe(7);
  });

  it('interpolate the 90th percentile between the nearest ranks', () => {
    // Ranks 0..9 of ten values: the 90th percentile sits at rank 8.1, a tenth of the way from 9 to 100.
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 100], 0.9)).toBeCloseTo(18.1);
    expect(quantile([7], 0.9)).toBe(7);
  });

  it('are none without a resolved request', () => {
    expect(quantile([], 0.5)).toBeNull();
  });
});

describe('the maintenance report', () => {
  it('groups by category in the contract’s order, with counts by state and times to resolve', () => {
    const report = maintenanceReport(
      [
        request({ category: 'plumbing', hoursToResolve: 10 }),
        request({ category: 'electrical', hoursToResolve: 2 }),
        request({ category: 'plumbing', hoursToResolve: 30 }),
        request({ category: 'plumbing', status: 'closed', resolvedAt: after(20) }),
        request({ category: 'plumbing', status: 'in_progress' }),
      ],
      range,
    );

    expect(report.byCategory.map((group) => group.group)).toEqual(['Electrical', 'Plumbing']);
    const plumbing = report.byCategory[1]!;
    expect(plumbing).toMatchObject({ requests: 4, resolved: 3, medianHours: 20, p90Hours: 28 });
    expect(plumbing.byStatus).toEqual({
      new: 0,
      assigned: 0,
      in_progress: 1,
      waiting_for_parts: 0,
      resolved: 2,
      closed: 1,
    });
    expect(report.all).toMatchObject({ group: 'All requests', requests: 5, resolved: 4, medianHours: 15 });
  });

  it('groups by block alphabetically, common areas without a block as "-"', () => {
    const report = maintenanceReport(
      [
        request({ block: 'C', hoursToResolve: 1.25 }),
        request({ block: 'A' }),
        request({
          location: { kind: 'common', roomId: null, roomNumber: null, block: '-', area: 'Laundry' },
        }),
        request({ block: 'C', hoursToResolve: 4 }),
      ],
      range,
    );

    expect(report.byBlock.map((group) => [group.group, group.requests, group.medianHours])).toEqual([
      ['-', 1, null],
      ['A', 1, null],
      ['C', 2, 2.6],
    ]);
    expect(report).toMatchObject(range);
  });

  it('is empty but whole for a range without requests', () => {
    const report = maintenanceReport([], range);
    expect(report.byCategory).toEqual([]);
    expect(report.all).toMatchObject({ requests: 0, resolved: 0, medianHours: null, p90Hours: null });
  });
});

describe('the report’s range', () => {
  const issues = (query: Record<string, unknown>) =>
    (z.safeParse(maintenanceReportQuerySchema, query).error?.issues ?? []).map((issue) => issue.message);

  it('takes two days, the last not before the first, at most a year apart', () => {
    expect(issues({ from: '2025-09-01', to: '2026-08-31' })).toEqual([]);
    expect(issues({ from: '2026-10-01', to: '2026-10-01' })).toEqual([]);
  });

  it('refuses a day that is no date, with the message', () => {
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual([messages.maintenance.reportDayInvalid]);
    expect(issues({ to: '2026-03-01' })).toEqual([messages.maintenance.reportDayInvalid]);
  });

  it('refuses a range that ends before it starts or spans more than a year', () => {
    expect(issues({ from: '2026-10-02', to: '2026-10-01' })).toEqual([
      messages.maintenance.reportRangeBackwards,
    ]);
    expect(issues({ from: '2025-01-01', to: '2026-01-02' })).toEqual([
      messages.maintenance.reportRangeTooLong,
    ]);
  });
});
