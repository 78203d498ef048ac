import {
  AirVent,
  Bath,
  CookingPot,
  Fan,
  LampDesk,
  Refrigerator,
  Shirt,
  ShowerHead,
  WashingMachine,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import type { RoomAmenity } from '#contract/rooms';

/** The icon each amenity of the fixed list shows beside its words (contract roomAmenities). */
export const amenityIcons: Record<RoomAmenity, LucideIcon> = {
  desk: LampDesk,
  wardrobe: Shirt,
  'private-bathroom': ShowerHead,
  'shared-bathroom': Bath,
  'shared-kitchen': CookingPot,
  wifi: Wifi,
  'air-conditioning': AirVent,
  fan: Fan,
  laundry: WashingMachine,
  fridge: Refrigerator,
};
