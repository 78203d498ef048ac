import type { StaffResource } from '#contract/staff-resources';
import { enqueue } from '../../platform/job-queue.ts';
import { logger } from '../../platform/observability.ts';

/**
 * Tells staff's open tabs, once a change is committed, that `resource` changed, so a colleague's list
 * follows it (decision 0066): a `staff-changed` job, whose worker holds the push. Best effort: if the
 * queue refuses, the change stands and the other desks see it at their next read.
 */
export async function staffChanged(resource: StaffResource): Promise<void> {
  try {
    await enqueue([{ kind: 'staff-changed', payload: { resource } }]);
  } catch (error) {
    logger.error('staff change not queued', { resource, error: (error as Error).message });
  }
}
