import { earliestToday, isDay } from './days.ts';
import * as messages from './messages.ts';
import { pageQuerySchema, queryFlag, type Pagination } from './pagination.ts';
import { recordIdFilter } from './record-ids.ts';
import { sortQuery, type SortValues } from './sorting.ts';
import { uploadKeysSchema, type PhotoLink } from './uploads.ts';
import * as z from './zod.ts';
import { boundedText, requiredText } from './text-fields.ts';
import { readersZoneQuerySchema } from './time-zones.ts';
import type { NamedOnly } from './staff-names.ts';

/**
 * Maintenance requests (issue #27): a student reports a problem in their room or a common area, staff
 * work it through the states (maintenance-labels.ts, with their words), and the student confirms the
 * fix or reopens it.
 */
import {
  maintenanceCategories,
  maintenanceStatuses,
  type MaintenanceCategory,
  type MaintenanceLocation,
  type MaintenanceStatus,
} from './maintenance-labels.ts';

export {
  maintenanceCategories,
  maintenanceStatuses,
  type MaintenanceCategory,
  type MaintenanceLocation,
  type MaintenanceStatus,
};

import { maintenanceUrgencies, type MaintenanceUrgency } from './hostel-defaults.ts';

/** The student's urgency and the staff's priority share one scale. */
export { maintenanceUrgencies, type MaintenanceUrgency };

/** Who may move a request from one state to another. */
export type MaintenanceMover = 'staff' | 'reporter';

/**
 * Every allowed move between states, and who may make it: the one place the rules live (decision 0029).
 * Staff work a request up to resolved; the reporter confirms the fix (resolved → closed) or reopens it
 * (resolved → new, or → assigned while someone is assigned). Staff may also close a request at any open
 * state (a duplicate, a report that is not a fault) and take a resolved one back into work. `assigned`
 * is reached only by assigning someone (PUT /maintenance/{id}/assignee), which the status call refuses
 * without an assignee. Closed is final.
 */
export const maintenanceTransitions: Record<
  MaintenanceStatus,
  Partial<Record<MaintenanceStatus, readonly MaintenanceMover[]>>
> = {
  new: { assigned: ['staff'], in_progress: ['staff'], resolved: ['staff'], closed: ['staff'] },
  assigned: { in_progress: ['staff'], waiting_for_parts: ['staff'], resolved: ['staff'], closed: ['staff'] },
  in_progress: { waiting_for_parts: ['staff'], resolved: ['staff'], closed: ['staff'] },
  waiting_for_parts: { in_progress: ['staff'], resolved: ['staff'], closed: ['staff'] },
  resolved: {
    closed: ['staff', 'reporter'],
    in_progress: ['staff'],
    new: ['reporter'],
    assigned: ['reporter'],
  },
  closed: {},
};

/** Whether `mover` may move a request from `from` to `to`. */
export const canMove = (from: MaintenanceStatus, to: MaintenanceStatus, mover: MaintenanceMover) =>
  maintenanceTransitions[from][to]?.includes(mover) ?? false;

/** The states a mover may choose from here (the staff screen offers these). */
export const nextStatuses = (from: MaintenanceStatus, mover: MaintenanceMover): MaintenanceStatus[] =>
  maintenanceStatuses.filter((to) => canMove(from, to, mover));

/** Where a reopened request goes back to: to its assignee when it has one, else to the queue. */
export const reopenedStatus = (assigneeId: string | null): MaintenanceStatus =>
  assigneeId ? 'assigned' : 'new';

/**
 * The words for each state, category and priority, a request's title and whether it is open, in a module
 * of their own (no schemas) for the mails and the student's dashboard.
 */
export {
  isOpen,
  meanRepairScore,
  poorRepairScore,
  repairScoreLabels,
  repairScores,
  type RepairScore,
  maintenanceCategoryLabels,
  maintenanceStatusLabels,
  maintenanceUrgencyLabels,
  repairPlace,
  repairTitle,
  shownToReporter,
} from './maintenance-labels.ts';
import type { RepairScore } from './maintenance-labels.ts';

export interface MaintenancePerson {
  id: string;
  fullName: string;
}

/** One line of a request's history: a report, a move, an assignment, a new priority or a comment. */
export interface MaintenanceEvent {
  id: string;
  at: string;
  kind: 'reported' | 'status' | 'assigned' | 'priority' | 'comment';
  by: MaintenancePerson & { role: string };
  /** Internal events (staff-only comments) never reach the student. */
  internal: boolean;
  text: string | null;
  from?: string | null;
  to?: string | null;
  /** The reporter's rating of the repair, on the event of their confirm (its comment is `text`). */
  rating?: RepairScore;
}

export interface RepairRating {
  score: RepairScore;
  comment: string | null;
  at: string;
}

export interface MaintenanceRequest {
  id: string;
  reporter: MaintenancePerson & { email: string };
  category: MaintenanceCategory;
  urgency: MaintenanceUrgency;
  priority: MaintenanceUrgency;
  description: string;
  location: MaintenanceLocation;
  status: MaintenanceStatus;
  assignee: MaintenancePerson | null;
  createdAt: string;
  /** When anything last happened to it: also what a staff change is conditioned on (data/maintenance.ts). */
  updatedAt: string;
  /**
   * When the reporter last had something new to read on it: the time of the last change with an event
   * they read (`shownToReporter`). Their view's `updatedAt`, so it does not move on what staff keep to
   * themselves (an internal comment, a priority).
   */
  reporterUpdatedAt: string;
  resolvedAt: string | null;
  /** The keys of the reporter's photos in the uploads bucket; read them through `photos` below. */
  photoKeys: string[];
  /** Given by the reporter with their confirm, once; null until then, or when they gave none. */
  rating: RepairRating | null;
}

/** An event of the history as the reporter reads it: who acted by name and role, not by id. */
export type ReportersEvent = Omit<MaintenanceEvent, 'by'> & { by: NamedOnly<MaintenanceEvent['by']> };

/**
 * A request as its reporter reads it, in any answer they get: without its priority, which is staff's
 * own judgement and never reaches the student (docs/spec.md §16); its assignee by name only; and its
 * `updatedAt` the time of the last change they read of (`reporterUpdatedAt`).
 */
export type ReportersRequest = Omit<MaintenanceRequest, 'priority' | 'assignee' | 'reporterUpdatedAt'> & {
  assignee: NamedOnly<MaintenancePerson> | null;
};

/** A request as the one asking may read it: whole for staff, the reporter's view for the student. */
export type RequestAsSeen = MaintenanceRequest | ReportersRequest;

/** Whether a request was read whole, as staff read it (only staff's views carry the priority). */
export const readWhole = (request: RequestAsSeen): request is MaintenanceRequest => 'priority' in request;

export interface MaintenanceRequestDetails {
  request: MaintenanceRequest;
  /** Oldest first. */
  history: MaintenanceEvent[];
}

/**
 * GET /maintenance/{id}: the details as the one asking may read them (the reporter's history without
 * the internal events), with short-lived links to the photos, in `photoKeys` order.
 */
export interface MaintenanceRequestView {
  request: RequestAsSeen;
  history: MaintenanceEvent[] | ReportersEvent[];
  photos: PhotoLink[];
  /** When the repair is due and whether it is late, as the queue shows it: staff's, null for the reporter. */
  due: RepairDue | null;
}

/** A report names up to this many photos, uploaded first (POST /maintenance/photo-uploads). */
export const maxMaintenancePhotos = 3;

const description = requiredText({
  min: 10,
  max: 2000,
  required: messages.maintenance.descriptionRequired,
  tooShort: messages.maintenance.descriptionShort,
  tooLong: messages.maintenance.descriptionLong,
});

const category = z.enum(maintenanceCategories, messages.maintenance.categoryInvalid);
const urgency = z.enum(maintenanceUrgencies, messages.maintenance.urgencyInvalid);

/** POST /maintenance (student). A common area needs its name; a room is the student's current one. */
export const reportMaintenanceSchema = z
  .object({
    category,
    urgency,
    description,
    where: z.enum(['room', 'common'], messages.maintenance.whereInvalid),
    area: z._default(boundedText(100, messages.maintenance.areaLong), ''),
    block: z._default(boundedText(10, messages.maintenance.blockLong), ''),
    photos: uploadKeysSchema(maxMaintenancePhotos),
  })
  .check(
    z.refine((report) => report.where === 'room' || report.area.length > 0, {
      message: messages.maintenance.areaRequired,
      path: ['area'],
    }),
  );
export type ReportMaintenance = z.input<typeof reportMaintenanceSchema>;

const note = boundedText(1000, messages.maintenance.noteLong);

/** PUT /maintenance/{id}/status (staff): the new state and, optionally, why (shown to the student). */
export const maintenanceStatusSchema = z.object({
  status: z.enum(maintenanceStatuses, messages.maintenance.statusInvalid),
  note: z._default(note, ''),
});

/** PUT /maintenance/{id}/assignee (staff): a staff member's id. */
export const maintenanceAssigneeSchema = z.object({
  assigneeId: requiredText({
    max: 64,
    required: messages.maintenance.assigneeRequired,
    tooLong: messages.maintenance.assigneeInvalid,
  }),
});

/** PUT /maintenance/{id}/priority (staff). */
export const maintenancePrioritySchema = z.object({ priority: urgency });

/** Text someone must write, up to a note's length; `required` says so when it is missing. */
const noteText = (required: string) =>
  requiredText({ max: 1000, required, tooLong: messages.maintenance.noteLong });

/** POST /maintenance/{id}/comments: `internal` is for staff only (a student's is refused). */
export const maintenanceCommentSchema = z.object({
  text: noteText(messages.maintenance.commentRequired),
  internal: z._default(z.boolean(), false),
});

const ratingScore = z.pipe(
  z
    .number(messages.maintenance.ratingInvalid)
    .check(
      z.int(messages.maintenance.ratingInvalid),
      z.gte(1, messages.maintenance.ratingInvalid),
      z.lte(5, messages.maintenance.ratingInvalid),
    ),
  z.custom<RepairScore>(),
);

/**
 * POST /maintenance/{id}/confirm (reporter): the fix holds. Optionally how the repair was (1 to 5) and a
 * comment on it, which goes with a rating; no body at all confirms without one.
 */
export const maintenanceConfirmSchema = z._default(
  z
    .object({
      rating: z.optional(ratingScore),
      comment: z._default(boundedText(500, messages.maintenance.ratingCommentLong), ''),
    })
    .check(
      z.refine((answer) => answer.rating !== undefined || answer.comment === '', {
        message: messages.maintenance.ratingCommentAlone,
        path: ['rating'],
      }),
    ),
  { comment: '' },
);
export type MaintenanceConfirm = z.output<typeof maintenanceConfirmSchema>;

/** GET /maintenance/ratings (staff): how the repairs confirmed this calendar month (the hostel's) were rated. */
export interface RepairRatingsResponse {
  /** YYYY-MM. */
  month: string;
  rated: number;
  /** The mean score, one decimal; null when nothing was rated. */
  average: number | null;
}

/** POST /maintenance/{id}/reopen (reporter): what is still wrong. */
export const maintenanceReopenSchema = z.object({
  reason: noteText(messages.maintenance.reopenReasonRequired),
});

const urgencyRank: Record<MaintenanceUrgency, number> = { low: 0, normal: 1, high: 2, urgent: 3 };

/** What the queue's columns sort by, on the server and in the app. */
export const maintenanceSortValues: SortValues<MaintenanceRequest> = {
  reported: (request) => request.createdAt,
  updated: (request) => request.updatedAt,
  priority: (request) => urgencyRank[request.priority],
  urgency: (request) => urgencyRank[request.urgency],
  status: (request) => maintenanceStatuses.indexOf(request.status),
  category: (request) => request.category,
  block: (request) => request.location.block,
};

/** The age filter: requests reported longer ago than this many days. */
export const maintenanceAges = ['1', '3', '7', '30'] as const;

/**
 * GET /maintenance (staff): the queue. Without a status it lists the open requests and the resolved
 * ones awaiting the student; `closed` lists the closed ones. `assigneeId` may be 'unassigned'.
 */
export const maintenanceQueueQuerySchema = z.extend(pageQuerySchema, {
  sort: sortQuery(maintenanceSortValues),
  status: z.optional(z.enum(maintenanceStatuses, messages.maintenance.statusInvalid)),
  category: z.optional(category),
  urgency: z.optional(urgency),
  block: z.optional(boundedText(10, messages.maintenance.blockLong)),
  assigneeId: recordIdFilter,
  olderThanDays: z.optional(z.enum(maintenanceAges, messages.maintenance.ageInvalid)),
  /** Only the requests past their priority's target time (settings `repairTargetHours`). */
  overdue: z.optional(queryFlag),
  /** Only the repairs their reporter rated poorly (`poorRepairScore` or less): closed ones, so read from there. */
  rated: z.optional(z.enum(['poor'], messages.maintenance.ratedFilterInvalid)),
});
export type MaintenanceQueueQuery = z.output<typeof maintenanceQueueQuerySchema>;

/**
 * When a request's repair is due by its priority's target (settings `repairTargetHours`; null once
 * resolved) and whether it is late.
 */
export interface RepairDue {
  dueAt: string | null;
  overdue: boolean;
}

/** A request in the staff queue, with when its repair is due. */
export interface MaintenanceQueueItem extends MaintenanceRequest, RepairDue {}

export interface MaintenanceQueueResponse {
  requests: MaintenanceQueueItem[];
  pagination: Pagination;
}

/** The longest range one maintenance report covers: its requests are read whole. */
export const maxMaintenanceReportDays = 366;

const reportDay = z
  .string(messages.maintenance.reportDayInvalid)
  .check(z.refine(isDay, messages.maintenance.reportDayInvalid));

/**
 * GET /maintenance/report (staff): the requests reported from `from` to `to`, both days included, at
 * most a year's worth: the days of the reader's time zone (`timeZone`, as the PDFs read it; UTC's
 * without one), so a request is counted on the day it was where the report is read (decision 0105).
 */
export const maintenanceReportQuerySchema = z
  .extend(readersZoneQuerySchema, { from: reportDay, to: reportDay })
  .check(
    z.refine((range) => range.to >= range.from, {
      message: messages.maintenance.reportRangeBackwards,
      path: ['to'],
    }),
    z.refine(
      (range) => Date.parse(range.to) - Date.parse(range.from) < maxMaintenanceReportDays * 86_400_000,
      {
        message: messages.maintenance.reportRangeTooLong,
        path: ['to'],
      },
    ),
  );

/**
 * One group of a maintenance report (a category, a block, or all): its requests by state now, and how
 * long those resolved took from report to resolution, in hours (null when none is resolved).
 */
export interface MaintenanceReportGroup {
  group: string;
  requests: number;
  byStatus: Record<MaintenanceStatus, number>;
  resolved: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface MaintenanceReport {
  from: string;
  to: string;
  all: MaintenanceReportGroup;
  byCategory: MaintenanceReportGroup[];
  byBlock: MaintenanceReportGroup[];
}

/** What the weekly summary tells staff: the repairs late now (most late first), the week's reported and resolved. */
export interface WeeklyRepairSummary {
  overdue: { request: MaintenanceRequest; lateMs: number }[];
  opened: number;
  resolved: number;
  /** The ratings given in the week: how many, their mean (null for none) and how many were poor. */
  rated: { count: number; average: number | null; poor: number };
}

/** GET /maintenance/mine (student): their own requests, newest first. */
export interface MyMaintenanceResponse {
  requests: ReportersRequest[];
  /** Where "my room" would point, so the form can say it (null without a current booking). */
  room: { roomNumber: string; block: string } | null;
}

/** GET /maintenance/assignees (staff): who a request may be assigned to. */
export interface MaintenanceAssigneesResponse {
  assignees: MaintenancePerson[];
}

/**
 * Why a room is out of service and until when (decision 0030): the room's status is then `maintenance`,
 * and this says why. A status set by hand (PUT /rooms/{id}/status) carries none.
 */
export interface OutOfService {
  reason: string;
  /** The day staff expect it back (YYYY-MM-DD). */
  expectedBack: string;
  since: string;
  /** Who took it out, by name. */
  by: string | null;
}

/**
 * POST /rooms/{id}/out-of-service (staff): why, and the day it should be back: today or later, where
 * "today" is anyone's, so the reader's own is never refused whatever their zone (decision 0109).
 */
export const outOfServiceSchema = z.object({
  reason: requiredText({ max: 500, required: messages.maintenance.outOfServiceReasonRequired }),
  expectedBack: z.string(messages.maintenance.expectedBackInvalid).check(
    z.refine(isDay, messages.maintenance.expectedBackInvalid),
    z.refine((day) => !isDay(day) || day >= earliestToday(), messages.maintenance.expectedBackPast),
  ),
});
export type OutOfServiceInput = z.input<typeof outOfServiceSchema>;
