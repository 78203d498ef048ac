import { resourceKeys } from '../../../lib/query-client.ts';

export const waitlistKeys = {
  mine: [...resourceKeys.waitlist, 'me'] as const,
  queue: (roomType: string) => [...resourceKeys.waitlist, 'queue', roomType] as const,
};
