import { resourceKeys } from '../../../lib/query-client.ts';

export const roomKeys = {
  available: resourceKeys.availableRooms,
  detail: (identifier: string) => [...resourceKeys.rooms, 'one', identifier] as const,
};
