/**
 * The hostel's fixed values and starting defaults that the data layer reads, kept apart from the forms'
 * schemas (./rooms.ts, ./settings.ts, which re-export them): a Lambda that only reads rooms and
 * settings, such as the jobs worker, then carries no form validation or its messages.
 */

export const roomStatuses = ['available', 'maintenance', 'closed'] as const;
export type RoomStatus = (typeof roomStatuses)[number];

/** Who may live in a room: a common hostel rule keeps some rooms single-gender. */
export const genderDesignations = ['male', 'female', 'mixed'] as const;
export type GenderDesignation = (typeof genderDesignations)[number];

/** A room read without a type shows as this (docs/spec.md §3); a new room names one of the hostel's types. */
export const defaultRoomType = 'Standard';
export const maxRoomCapacity = 12;

/**
 * A kind of room and the beds each room of it has. The hostel's types are data staff keep in Settings
 * (settings `roomTypes`); every room's type is one of them with exactly its capacity, and the public rooms
 * page lists them.
 */
export interface RoomType {
  name: string;
  capacity: number;
  description: string;
  /** What every room of the type has, from the fixed list (roomAmenities), in the order staff chose. */
  amenities: RoomAmenity[];
  /** Anything else staff want to name, in their own words (limits in contract/rooms.ts). */
  otherAmenities: string[];
  /** Photos of the type, in order, served at roomPhotoPath(id) (decision 0044). */
  photos: RoomPhoto[];
}

/**
 * The amenities a room type can list, with the words every screen and the public rooms page show. Each
 * front end draws its own icon for a key.
 */
export const roomAmenities = {
  desk: 'Study desk',
  wardrobe: 'Wardrobe',
  'private-bathroom': 'Private bathroom',
  'shared-bathroom': 'Shared bathroom',
  'shared-kitchen': 'Shared kitchen',
  wifi: 'Wi-Fi',
  'air-conditioning': 'Air conditioning',
  fan: 'Ceiling fan',
  laundry: 'Laundry',
  fridge: 'Fridge',
} as const;
export type RoomAmenity = keyof typeof roomAmenities;
export const roomAmenityKeys = Object.keys(roomAmenities) as RoomAmenity[];

/**
 * A photo of a room type: its id (the last segment of its key), the words a screen reader reads, and
 * its size in pixels so a page reserves its space before it loads.
 */
export interface RoomPhoto {
  id: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Where anyone reads a room type's photo: a path of the site's own origin, which the CDN serves from
 * the uploads bucket's public prefix (decision 0044), so pages need no signed link and no other origin.
 */
export const roomPhotoPath = (id: string) => `/room-photos/${id}`;

/** The types a hostel starts with, until staff change them. */
export const defaultRoomTypes: readonly RoomType[] = [
  {
    name: 'Single',
    capacity: 1,
    description: 'A private room for students who want their own space to study and rest.',
    amenities: ['desk', 'wardrobe', 'wifi', 'shared-kitchen', 'laundry'],
    otherAmenities: [],
    photos: [],
  },
  {
    name: 'Double',
    capacity: 2,
    description: 'Our most popular choice: a shared room with a desk, bed and storage for each of you.',
    amenities: ['desk', 'wardrobe', 'wifi', 'shared-kitchen', 'laundry'],
    otherAmenities: [],
    photos: [],
  },
  {
    name: 'Triple',
    capacity: 3,
    description: 'The most affordable option, roomy enough for three with a shared lounge corner.',
    amenities: ['desk', 'wardrobe', 'wifi', 'shared-bathroom', 'laundry'],
    otherAmenities: [],
    photos: [],
  },
  {
    name: 'Quad',
    capacity: 4,
    description: 'Four beds and four desks around a shared table, for friends who want to live together.',
    amenities: ['desk', 'wardrobe', 'wifi', 'shared-bathroom', 'laundry'],
    otherAmenities: [],
    photos: [],
  },
];

/** A room type stored before it had amenities and photos reads with none. */
export const withRoomTypeDetails = (
  type: Pick<RoomType, 'name' | 'capacity' | 'description'> & Partial<RoomType>,
): RoomType => ({ amenities: [], otherAmenities: [], photos: [], ...type });

/** A waitlist offer holds its bed for this long unless staff change it: 48 h by default, 1 h to 14 days. */
export const defaultWaitlistOfferHours = 48;
export const waitlistOfferHoursBounds = { min: 1, max: 336 } as const;

/** The student's urgency and the staff's priority of a repair share one scale (contract/maintenance.ts). */
export const maintenanceUrgencies = ['low', 'normal', 'high', 'urgent'] as const;
export type MaintenanceUrgency = (typeof maintenanceUrgencies)[number];

/**
 * How many hours a repair of each priority may stay open before it is overdue, until staff change them.
 * Normal is one working day, as the public site promises; the bounds are an hour and a month.
 */
export const defaultRepairTargetHours: Readonly<Record<MaintenanceUrgency, number>> = {
  urgent: 4,
  high: 8,
  normal: 24,
  low: 72,
};
export const repairTargetHoursBounds = { min: 1, max: 720 } as const;

const counted = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * The public site's promise for a repair of normal priority, in words, from its target time in hours
 * (docs/spec.md §16): a whole number of days is that many working days, as the hostel counts a day of
 * 24 hours as one working day ("one working day" for the default 24); anything else is hours.
 */
export function repairPromiseOf(hours: number): string {
  const days = hours / 24;
  if (Number.isInteger(days)) return `${counted[days - 1] ?? days} working day${days === 1 ? '' : 's'}`;
  return `${counted[hours - 1] ?? hours} hour${hours === 1 ? '' : 's'}`;
}

/** The currency a hostel runs on before staff choose one (ISO 4217; contract/money.ts). */
export const defaultCurrency = 'GHS';

/**
 * Mail to students whose charges are overdue, at most once per `intervalDays` each (issue #26 §7): on
 * unless staff turn it off, once a week by default, from every day to every 60 days.
 */
export interface PaymentReminders {
  enabled: boolean;
  intervalDays: number;
}
export const defaultPaymentReminders: Readonly<PaymentReminders> = { enabled: true, intervalDays: 7 };
export const reminderIntervalDaysBounds = { min: 1, max: 60 } as const;

/**
 * The deposit deadline (issue #26 §7): when on, a new booking that is charged a deposit holds its bed
 * only until the deposit is paid or `hours` pass, whichever comes first; unpaid, the bed is released.
 * Off unless staff turn it on; from one hour to a week.
 */
export interface DepositDeadline {
  enabled: boolean;
  hours: number;
}
export const defaultDepositDeadline: Readonly<DepositDeadline> = { enabled: false, hours: 48 };
export const depositDeadlineHoursBounds = { min: 1, max: 168 } as const;
