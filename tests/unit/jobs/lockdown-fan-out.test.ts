import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recipient } from '../../../functions/data/connections.ts';
import { defaultSettings } from '../../../functions/data/settings.ts';

vi.mock('../../../functions/platform/job-queue.ts', () => ({ enqueue: vi.fn(async () => {}) }));
vi.mock('../../../functions/data/connections.ts', () => ({ connectionPage: vi.fn() }));
vi.mock('../../../functions/data/settings.ts', async (original) => ({
  ...(await original<typeof import('../../../functions/data/settings.ts')>()),
  getSettings: vi.fn(),
}));
vi.mock('../../../functions/domain/realtime/broadcast.ts', () => ({
  deliveryConcurrency: 50,
  pushTo: vi.fn(async (recipients: Recipient[], announcement: { closeStudentSockets: boolean }) => ({
    delivered: recipients.length,
    gone: 0,
    failed: 0,
    toClose: announcement.closeStudentSockets
      ? recipients.filter(({ role }) => role === 'student').map(({ id }) => id)
      : [],
  })),
  closeConnections: vi.fn(async () => {}),
}));
const { enqueue } = await import('../../../functions/platform/job-queue.ts');
const { connectionPage } = await import('../../../functions/data/connections.ts');
const { getSettings } = await import('../../../functions/data/settings.ts');
const { closeConnections, pushTo } = await import('../../../functions/domain/realtime/broadcast.ts');
const { lockdownCloseJob, lockdownFanOutJob, lockdownPushJob } =
  await import('../../../functions/jobs/kinds/lockdown.ts');
const { closeDelaySeconds, fanOutPage, pushBatchSize } =
  await import('../../../functions/domain/lockdown/fan-out.ts');

const announced = { active: true, reason: 'Fire', changedAt: '2026-11-23T10:00:00.000Z' };
const recipients = (count: number, from = 0): Recipient[] =>
  Array.from({ length: count }, (_, i) => ({ id: `c${from + i}`, role: i % 10 ? 'student' : 'admin' }));

function lockdownIs(state: { active: boolean; changedAt: string }) {
  vi.mocked(getSettings).mockResolvedValue({
    ...defaultSettings(),
    emergencyLockdown: {
      active: state.active,
      reason: 'Fire',
      instructions: '',
      changedBy: null,
      changedAt: state.changedAt,
    },
  });
}

beforeEach(() => vi.clearAllMocks());

describe('the lockdown fan-out job', () => {
  it('queues a push job per batch of its page, and itself again for the next page', async () => {
    lockdownIs(announced);
    const page = recipients(pushBatchSize * 2 + 1);
    vi.mocked(connectionPage).mockResolvedValue({ recipients: page, next: { GSI3SK: 'last' } });

    await lockdownFanOutJob.run({ announced });

    const [jobs] = vi.mocked(enqueue).mock.calls[0]!;
    expect(jobs[0]).toEqual({ kind: 'lockdown-fan-out', payload: { announced, cursor: { GSI3SK: 'last' } } });
    const pushes = jobs.slice(1) as { kind: string; payload: { recipients: Recipient[] } }[];
    expect(pushes.map((job) => job.kind)).toEqual(['lockdown-push', 'lockdown-push', 'lockdown-push']);
    expect(pushes.map((job) => job.payload.recipients.length)).toEqual([pushBatchSize, pushBatchSize, 1]);
    expect(pushes.flatMap((job) => job.payload.recipients)).toEqual(page);
  });

  it('stops after the last page', async () => {
    lockdownIs(announced);
    vi.mocked(connectionPage).mockResolvedValue({ recipients: recipients(3) });

    await lockdownFanOutJob.run({ announced, cursor: { GSI3SK: 'last' } });

    expect(connectionPage).toHaveBeenCalledWith({ GSI3SK: 'last' });
    const [jobs] = vi.mocked(enqueue).mock.calls[0]!;
    expect(jobs.map((job) => job.kind)).toEqual(['lockdown-push']);
  });

  it('lets the switch queue its first page itself, without reading back the state it has just stored', async () => {
    vi.mocked(connectionPage).mockResolvedValue({ recipients: recipients(3), next: { GSI3SK: 'last' } });

    await fanOutPage({ announced });

    expect(getSettings).not.toHaveBeenCalled();
    const [jobs] = vi.mocked(enqueue).mock.calls[0]!;
    expect(jobs.map((job) => job.kind)).toEqual(['lockdown-fan-out', 'lockdown-push']);
  });

  it('tells no one of a switch that a later one has replaced', async () => {
    lockdownIs({ active: false, changedAt: '2026-11-23T10:00:05.000Z' });
    vi.mocked(connectionPage).mockResolvedValue({ recipients: recipients(3) });

    await lockdownFanOutJob.run({ announced });
    await lockdownPushJob.run({ announced, recipients: recipients(3) });

    expect(enqueue).not.toHaveBeenCalled();
    expect(pushTo).not.toHaveBeenCalled();
  });

  it('pushes a batch with the per-role announcement of its switch', async () => {
    lockdownIs(announced);

    await lockdownPushJob.run({ announced, recipients: recipients(2) });

    expect(pushTo).toHaveBeenCalledWith(
      recipients(2),
      {
        staff: { event: 'emergency-lockdown', data: { reason: 'Fire', changedAt: announced.changedAt } },
        student: { event: 'emergency-lockdown', data: { changedAt: announced.changedAt } },
        closeStudentSockets: true,
      },
      50,
    );
  });

  it('queues the close of the students it told behind the pushes, and closes no staff socket', async () => {
    lockdownIs(announced);

    await lockdownPushJob.run({ announced, recipients: recipients(3) });

    expect(closeConnections).not.toHaveBeenCalled();
    expect(enqueue).toHaveBeenCalledWith(
      [{ kind: 'lockdown-close', payload: { connections: ['c1', 'c2'] } }],
      { delaySeconds: closeDelaySeconds },
    );
    await lockdownCloseJob.run({ connections: ['c1', 'c2'] });
    expect(closeConnections).toHaveBeenCalledWith(['c1', 'c2'], 50);
  });

  it('closes no socket when the lockdown is lifted', async () => {
    const lifted = { ...announced, active: false, reason: '' };
    lockdownIs(lifted);

    await lockdownPushJob.run({ announced: lifted, recipients: recipients(3) });

    expect(pushTo).toHaveBeenCalled();
    expect(enqueue).not.toHaveBeenCalled();
  });
});
