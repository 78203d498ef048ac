import * as messages from './messages.ts';
import { pageQuerySchema, type Pagination, searchQuery } from './pagination.ts';
import { recordIdParam } from './record-ids.ts';
import { boundedText, requiredText } from './text-fields.ts';
import { sortQuery, type SortValues } from './sorting.ts';
import { namedOnly, type NamedOnly } from './staff-names.ts';
import * as z from './zod.ts';

/**
 * Parcels at the desk (docs/spec.md §19, decision 0064): staff log a parcel delivered for a student,
 * the student is told at once and sees it on their dashboard, and staff mark it collected once.
 */
export const parcelStatuses = ['waiting', 'collected'] as const;
export type ParcelStatus = (typeof parcelStatuses)[number];

/** How long collected parcels stay on the desk's list; the audit trail keeps them after. */
export const collectedParcelsShownDays = 90;

export interface Parcel {
  id: string;
  status: ParcelStatus;
  student: { id: string; publicId: string; fullName: string };
  /**
   * The room the student holds a bed in now while the parcel waits, the one they held when it was
   * collected once it is; null without one.
   */
  room: { roomNumber: string } | null;
  carrier: string | null;
  description: string | null;
  /** Where on the desk's shelves it waits. */
  shelf: string | null;
  loggedAt: string;
  loggedBy: { id: string; name: string | null };
  /** `collectedBy` null: the student collected it themselves; else who they authorised. */
  collected: {
    at: string;
    by: { id: string; name: string | null };
    collectedBy: string | null;
  } | null;
}

/**
 * A parcel as its student reads it: who at the desk logged it and handed it over by name, not by id
 * (contract/staff-names.ts).
 */
type Collected = NonNullable<Parcel['collected']>;
export type ParcelForStudent = Omit<Parcel, 'loggedBy' | 'collected'> & {
  loggedBy: NamedOnly<Parcel['loggedBy']>;
  collected: (Omit<Collected, 'by'> & { by: NamedOnly<Collected['by']> }) | null;
};

export function parcelForStudent({ loggedBy, collected, ...parcel }: Parcel): ParcelForStudent {
  return {
    ...parcel,
    loggedBy: namedOnly(loggedBy),
    collected: collected && { ...collected, by: namedOnly(collected.by) },
  };
}

/** Optional text: empty means not given. */
const optionalText = (max: number, message: string) => z._default(boundedText(max, message), '');

/** POST /parcels (staff): the student by id or public id, and what the desk knows of the parcel. */
export const logParcelSchema = z.object({
  studentId: requiredText({
    max: 64,
    required: messages.parcels.studentRequired,
    tooLong: messages.parcels.studentRequired,
  }),
  carrier: optionalText(60, messages.parcels.carrierLong),
  description: optionalText(200, messages.parcels.descriptionLong),
  shelf: optionalText(20, messages.parcels.shelfLong),
});
export type LogParcel = z.input<typeof logParcelSchema>;

/** POST /parcels/{id}/collect (staff): empty when the student came themselves, else who came for them. */
export const collectParcelSchema = z.object({
  collectedBy: optionalText(80, messages.parcels.collectedByLong),
});
export type CollectParcel = z.input<typeof collectParcelSchema>;

export const parcelParamsSchema = z.object({ id: recordIdParam() });

/** What the desk list's columns sort by, on the server and in the app. */
export const parcelSortValues: SortValues<Parcel> = {
  logged: (parcel) => parcel.loggedAt,
  student: (parcel) => parcel.student.fullName,
  room: (parcel) => parcel.room?.roomNumber ?? null,
  shelf: (parcel) => parcel.shelf,
};

/**
 * GET /parcels (staff): the parcels waiting (the default) or those collected in the last
 * `collectedParcelsShownDays`, newest first unless sorted, searchable by student, room, carrier and shelf.
 */
export const parcelListQuerySchema = z.extend(pageQuerySchema, {
  sort: sortQuery(parcelSortValues),
  status: z._default(z.enum(parcelStatuses, messages.parcels.statusInvalid), 'waiting'),
  search: searchQuery,
});
export type ParcelListQuery = z.output<typeof parcelListQuerySchema>;

export interface ParcelListResponse {
  parcels: Parcel[];
  pagination: Pagination;
}

/** GET /parcels/mine (students): their own parcels waiting at the desk, newest first. */
export interface MyParcelsResponse {
  parcels: ParcelForStudent[];
}

/** GET /parcels/{id}: as staff or its student read it. */
export interface ParcelResponse {
  parcel: Parcel | ParcelForStudent;
}

export interface ParcelWriteResponse {
  parcel: Parcel;
  message: string;
}
