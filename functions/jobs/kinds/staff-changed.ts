import { pushToStaff } from '../../domain/realtime/broadcast.ts';
import { defineJob } from '../job.ts';

/** Tells staff's open tabs that a resource they share changed, so they read it again (decision 0066). */
export const staffChangedJob = defineJob('staff-changed', ({ resource }) =>
  pushToStaff({ event: 'changed', data: { resource } }),
);
