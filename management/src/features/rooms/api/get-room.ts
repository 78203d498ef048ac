import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { RoomForStudent } from '../../../types/api.ts';
import { roomKeys } from './keys.ts';

export function getRoom(identifier: string): Promise<{ room: RoomForStudent }> {
  return api.get(resourcePath('rooms', identifier));
}

export function useRoom(identifier: string) {
  return useQuery({ queryKey: roomKeys.detail(identifier), queryFn: () => getRoom(identifier) });
}
