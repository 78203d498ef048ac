import type { GenderDesignation, RoomStatus } from '#contract/rooms';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

export const designationLabels: Record<GenderDesignation, string> = {
  male: 'Male only',
  female: 'Female only',
  mixed: 'Mixed',
};

export const roomStatusLabels: Record<RoomStatus, string> = {
  available: 'Available',
  maintenance: 'Maintenance',
  closed: 'Closed',
};

export const roomStatusTones: Record<RoomStatus, BadgeTone> = {
  available: 'green',
  maintenance: 'amber',
  closed: 'red',
};
