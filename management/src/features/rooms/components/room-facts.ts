import type { GenderDesignation, RoomForStudent } from '../../../types/api.ts';

export const whoCanBook: Record<GenderDesignation, string> = {
  male: 'Male students',
  female: 'Female students',
  mixed: 'All students',
};

export function bedsLabel(freeBeds: number): string {
  return freeBeds === 1 ? '1 bed free' : `${freeBeds} beds free`;
}

/**
 * "Block B · Floor 1". Each part keeps its number (a no-break space): a narrow card broke the line
 * between "Floor" and "1".
 */
export function locationLabel(room: Pick<RoomForStudent, 'block' | 'floor'>): string | null {
  const parts = [
    room.block && `Block\u00a0${room.block}`,
    room.floor !== undefined && room.floor !== null && `Floor\u00a0${room.floor}`,
  ];
  const text = parts.filter(Boolean).join(' · ');
  return text || null;
}
