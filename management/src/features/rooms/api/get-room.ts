import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Room } from '../../../types/api.ts';

export function getRoom(identifier: string): Promise<{ room: Room }> {
  return api.get(resourcePath('rooms', identifier));
}

export function useRoom(identifier: string) {
  return useQuery(resourcePath('rooms', identifier), () => getRoom(identifier));
}
