import type { ComponentType } from 'react';
import type { Room, Student } from '../types/api.ts';

/*
 * A screen that shows a piece of another feature takes it as a prop, and app/ (the areas' chunks)
 * hands it over: features never import each other. These are the shapes of those pieces.
 */

/** The student's waitlist (features/waitlist), on the dashboard and the room screens. */
export type WaitlistPanelSlot = ComponentType<{
  preferred?: string;
  onChange?: () => void;
  onlyWhenFull?: boolean;
}>;

/** A student's charges, payments and balance (features/money), on their profile for staff. */
export type LedgerPanelSlot = ComponentType<{ studentId: string }>;
/** What a student owes and since when (features/money), on their dashboard while they owe. */
export type BalanceDueSlot = ComponentType<{ studentId: string }>;
/** The student's own repair requests still open (features/maintenance), on their dashboard while any is. */
export type OpenRepairsSlot = ComponentType;
/** The student's parcels waiting at the desk (features/parcels), on the dashboard while any waits. */
export type ParcelsWaitingSlot = ComponentType;
/** The pinned announcements that reached the user (features/announcements), on the dashboard. */
export type PinnedAnnouncementsSlot = ComponentType;

/** Staff give a student a bed (features/bookings-admin), from the student's profile. */
export type BookForStudentSlot = ComponentType<{ student: Student; onClose: () => void }>;

/** Staff book a student into a room (features/bookings-admin), from the room's occupants. */
export type BookIntoRoomSlot = ComponentType<{ room: Room; onClose: () => void }>;
