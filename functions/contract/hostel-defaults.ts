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
}

/** The types a hostel starts with, until staff change them. */
export const defaultRoomTypes: readonly RoomType[] = [
  {
    name: 'Single',
    capacity: 1,
    description: 'A private room for students who want their own space to study and rest.',
  },
  {
    name: 'Double',
    capacity: 2,
    description: 'Our most popular choice: a shared room with a desk, bed and storage for each of you.',
  },
  {
    name: 'Triple',
    capacity: 3,
    description: 'The most affordable option, roomy enough for three with a shared lounge corner.',
  },
  {
    name: 'Quad',
    capacity: 4,
    description: 'Four beds and four desks around a shared table, for friends who want to live together.',
  },
];

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

/** The currency a hostel runs on before staff choose one (ISO 4217; contract/money.ts). */
export const defaultCurrency = 'GHS';
