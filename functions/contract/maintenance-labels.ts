import type { MaintenanceUrgency } from './hostel-defaults.ts';

/**
 * Maintenance's categories, states and places, and its words for them and for priorities. Apart from
 * contract/maintenance.ts and its schemas, so the jobs worker's mails (the weekly summary) and the
 * student's dashboard, their first screen, carry the words without zod, and maintenance.ts builds on
 * this module rather than the two on each other.
 */

export const maintenanceCategories = [
  'electrical',
  'plumbing',
  'furniture',
  'cleaning',
  'internet',
  'pest',
  'other',
] as const;
export type MaintenanceCategory = (typeof maintenanceCategories)[number];

export const maintenanceStatuses = [
  'new',
  'assigned',
  'in_progress',
  'waiting_for_parts',
  'resolved',
  'closed',
] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

/** A request still being worked on: the student's list and the queue show these first. */
export const isOpen = (status: MaintenanceStatus) => status !== 'resolved' && status !== 'closed';

/**
 * Whether the reporter reads an event in their request's history: all but staff's internal ones (their
 * internal comments and the priority). Here rather than beside the event's type, so the data layer asks
 * it without the request schemas.
 */
export const shownToReporter = (event: { internal: boolean }) => !event.internal;

export const maintenanceStatusLabels: Record<MaintenanceStatus, string> = {
  new: 'New',
  assigned: 'Assigned',
  in_progress: 'In progress',
  waiting_for_parts: 'Waiting for parts',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const maintenanceCategoryLabels: Record<MaintenanceCategory, string> = {
  electrical: 'Electrical',
  plumbing: 'Plumbing',
  furniture: 'Furniture',
  cleaning: 'Cleaning',
  internet: 'Internet',
  pest: 'Pest',
  other: 'Other',
};

export const maintenanceUrgencyLabels: Record<MaintenanceUrgency, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

/** Where the problem is: the reporter's own room (as their booking names it) or a common area. */
export interface MaintenanceLocation {
  kind: 'room' | 'common';
  roomId: string | null;
  roomNumber: string | null;
  /** The room's block, or the block the student named for a common area; '-' when none. */
  block: string;
  /** The common area in the student's words ("Kitchen, 2nd floor"); null for a room. */
  area: string | null;
}

/** Where a request is, in words: "Room A101", or the common area the student named with its block. */
export const repairPlace = ({ location }: { location: MaintenanceLocation }) =>
  location.kind === 'room'
    ? `Room ${location.roomNumber ?? ''}`
    : `${location.area ?? 'Common area'}${location.block !== '-' ? `, block ${location.block}` : ''}`;

/**
 * A request's title, "Pest: Room A208": the one way the app, its notices, mails and the audit trail name
 * a repair, so the student's list, the queue and the request's own page never tell it differently.
 */
export const repairTitle = (request: { category: MaintenanceCategory; location: MaintenanceLocation }) =>
  `${maintenanceCategoryLabels[request.category]}: ${repairPlace(request)}`;

/** How the reporter rated a repair when they confirmed it: 1 poor to 5 excellent. */
export const repairScores = [1, 2, 3, 4, 5] as const;
export type RepairScore = (typeof repairScores)[number];

/** The words of each score, so a rating is never stars alone. */
export const repairScoreLabels: Record<RepairScore, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

/** A rating at or below this tells the assignee, so poor work is followed up (docs/spec.md §16). */
export const poorRepairScore = 2;

/** The mean of `rated` scores adding up to `scoreSum`, to one decimal; null when none were given. */
export const meanRepairScore = (rated: number, scoreSum: number): number | null =>
  rated === 0 ? null : Math.round((scoreSum / rated) * 10) / 10;
