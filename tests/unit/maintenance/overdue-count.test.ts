import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaintenanceRequest } from '../../../functions/contract/maintenance.ts';
import { defaultRepairTargetHours } from '../../../functions/contract/hostel-defaults.ts';

const open: MaintenanceRequest[] = [];
vi.mock('../../../functions/data/maintenance.ts', () => ({ queueRequests: vi.fn(async () => open) }));
vi.mock('../../../functions/data/settings.ts', () => ({
  getSettings: vi.fn(async () => ({ repairTargetHours: defaultRepairTargetHours })),
}));
const gauge = vi.fn();
vi.mock('../../../functions/platform/observability.ts', () => ({ gauge }));

const { countOverdueRepairsJob } = await import('../../../functions/jobs/kinds/count-overdue-repairs.ts');

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const request = (priority: MaintenanceRequest['priority'], hours: number, status = 'new') =>
  ({ id: `${priority}-${hours}`, priority, status, createdAt: hoursAgo(hours) }) as MaintenanceRequest;

describe('the hourly count of overdue repairs', () => {
  beforeEach(() => {
    open.length = 0;
    gauge.mockClear();
  });

  it('writes how many open repairs are past their priority’s target as the OverdueRepairs level', async () => {
    open.push(request('urgent', 5), request('urgent', 3), request('low', 80, 'waiting_for_parts'));
    await countOverdueRepairsJob.run({});
    expect(gauge).toHaveBeenCalledExactlyOnceWith('OverdueRepairs', 2);
  });

  it('writes zero when every repair is in time, so the alarm clears', async () => {
    open.push(request('normal', 2));
    await countOverdueRepairsJob.run({});
    expect(gauge).toHaveBeenCalledExactlyOnceWith('OverdueRepairs', 0);
  });
});
