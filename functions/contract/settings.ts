import * as z from './zod.ts';
import * as messages from './messages.ts';
import { academicYearSchema, semesterSchema } from './periods.ts';
import { roomTypesSchema, type RoomType } from './rooms.ts';
import {
  roomAmenityKeys,
  reminderIntervalDaysBounds,
  repairTargetHoursBounds,
  waitlistOfferHoursBounds,
  depositDeadlineHoursBounds,
  type DepositDeadline,
  type MaintenanceUrgency,
  type PaymentReminders,
} from './hostel-defaults.ts';

/** What anyone may read about the hostel's global switches (GET /settings/public). */
export const publicSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  emergencyLockdown: z.boolean(),
  /**
   * When the lockdown was last switched, on or off (null before it ever was): a tab keeps the latest
   * switch it hears of, read here or pushed (decision 0092). Who switched it, and why, stay with staff.
   */
  lockdownChangedAt: z.nullable(z.string()),
  /** What students should do during the lockdown (empty when it is off or none were given). */
  lockdownInstructions: z.string(),
  /** The hostel's room types: the public rooms page lists them, the room form offers them. */
  roomTypes: z.array(
    z.object({
      name: z.string(),
      capacity: z.number(),
      description: z.string(),
      amenities: z.array(z.enum(roomAmenityKeys)),
      otherAmenities: z.array(z.string()),
      photos: z.array(z.object({ id: z.string(), alt: z.string(), width: z.number(), height: z.number() })),
    }),
  ),
  /**
   * The current period's rent of each priced type, in minor units of `currency`: the public rooms page
   * shows them beside the types. A type staff have not priced is absent.
   */
  rentByRoomType: z.record(z.string(), z.number()),
  currency: z.string(),
  /** The normal priority's repair target, in hours: what the public Services and Rooms pages promise. */
  repairAnswerHours: z.number(),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The lockdown as staff screens and the super admin's controls show it. */
export interface LockdownState {
  active: boolean;
  reason: string;
  /** For students, on the sign-in page while the lockdown lasts; empty when none were given. */
  instructions: string;
  /** The full name of the super admin who last switched it, null before anyone has. */
  changedBy: string | null;
  changedAt: string | null;
}

/** GET /settings (staff). */
export interface StaffSettings {
  registrationOpen: boolean;
  maintenanceMode: boolean;
  maintenanceMessage: string;
  currentAcademicYear: string;
  currentSemester: number;
  /** How long a waitlist offer holds its bed before it expires. */
  waitlistOfferHours: number;
  emergencyLockdown: LockdownState;
  roomTypes: RoomType[];
  /** The ISO 4217 code every price and ledger entry is in; staff set it with the prices. */
  currency: string;
  /** The current semester's arrival and departure days, for bookings without their own; null until set. */
  stayDates: StayDates | null;
  /** Whether a resident's page shows their roommates' first names (on unless staff turn it off). */
  showRoommates: boolean;
  /** The hours a repair of each priority may stay open before the queue and the dashboard flag it. */
  repairTargetHours: Record<MaintenanceUrgency, number>;
  /** Whether students with overdue charges are mailed, and how many days apart at most (issue #26 §7). */
  paymentReminders: PaymentReminders;
  /** Whether a new booking must have its deposit paid within `hours` or lose its bed (issue #26 §7). */
  depositDeadline: DepositDeadline;
}

/** Arrival and departure days (YYYY-MM-DD). */
export interface StayDates {
  arrival: string;
  departure: string;
}

/** A calendar day, YYYY-MM-DD (a browser's date input sends this form). */
const day = z
  .string(messages.settings.stayDatesInvalid)
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-[0-3]\d$/, messages.settings.stayDatesInvalid));

/** The semester's stay: a departure after the arrival, or null to clear them. */
export const stayDatesSchema = z.nullable(
  z.object({ arrival: day, departure: day }).check(
    z.refine((dates) => dates.departure > dates.arrival, {
      message: messages.settings.stayDatesOrder,
      path: ['departure'],
    }),
  ),
);

export {
  defaultCurrency,
  defaultDepositDeadline,
  defaultPaymentReminders,
  depositDeadlineHoursBounds,
  reminderIntervalDaysBounds,
  defaultRepairTargetHours,
  defaultWaitlistOfferHours,
  repairTargetHoursBounds,
  waitlistOfferHoursBounds,
} from './hostel-defaults.ts';
/** A whole number within `bounds`, with one message (which names the bounds) for anything else. */
const wholeNumberIn = (
  bounds: { readonly min: number; readonly max: number },
  invalid: (min: number, max: number) => string,
) => {
  const message = invalid(bounds.min, bounds.max);
  return z.number(message).check(z.int(message), z.gte(bounds.min, message), z.lte(bounds.max, message));
};

const waitlistOfferHours = wholeNumberIn(waitlistOfferHoursBounds, messages.waitlist.offerHoursInvalid);

const repairTarget = wholeNumberIn(repairTargetHoursBounds, messages.settings.repairTargetsInvalid);
/** The hours a repair of each priority may stay open before it is overdue: all four, each bounded. */
export const repairTargetHoursSchema = z.object({
  urgent: repairTarget,
  high: repairTarget,
  normal: repairTarget,
  low: repairTarget,
});

/** Payment reminders on or off, and the least number of days between two to the same student. */
export const paymentRemindersSchema = z.object({
  enabled: z.boolean(messages.money.reminderEnabledRequired),
  intervalDays: wholeNumberIn(reminderIntervalDaysBounds, messages.money.reminderIntervalInvalid),
});

/** The deposit deadline on or off, and the hours a new booking has to pay its deposit. */
export const depositDeadlineSchema = z.object({
  enabled: z.boolean(messages.money.depositDeadlineEnabledRequired),
  hours: wholeNumberIn(depositDeadlineHoursBounds, messages.money.depositDeadlineHoursInvalid),
});

/** What students read while maintenance mode is on; left empty, they read `messages.common.maintenanceDefault`. */
const maintenanceMessage = z
  .string()
  .check(z.trim(), z.maxLength(500, messages.settings.maintenanceMessageLong));

/**
 * PUT /settings: any of the switches and the academic period. Changing the period rolls the hostel
 * over: the previous period's active bookings move to the archive. The lockdown has its own controls.
 */
export const settingsUpdateSchema = z
  .object({
    registrationOpen: z.optional(z.boolean()),
    maintenanceMode: z.optional(z.boolean()),
    maintenanceMessage: z.optional(maintenanceMessage),
    currentAcademicYear: z.optional(academicYearSchema),
    currentSemester: z.optional(semesterSchema),
    waitlistOfferHours: z.optional(waitlistOfferHours),
    /** Every room must still match a type with its capacity (api/settings/update-settings.ts). */
    roomTypes: z.optional(roomTypesSchema),
    stayDates: z.optional(stayDatesSchema),
    showRoommates: z.optional(z.boolean()),
    repairTargetHours: z.optional(repairTargetHoursSchema),
    paymentReminders: z.optional(paymentRemindersSchema),
    depositDeadline: z.optional(depositDeadlineSchema),
  })
  .check(z.refine((value) => Object.keys(value).length > 0, messages.settings.nothingToUpdate));
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const registrationSwitchSchema = z.object({
  isOpen: z.boolean(messages.settings.isOpenRequired),
});

export const maintenanceSwitchSchema = z.object({
  isEnabled: z.boolean(messages.settings.isEnabledRequired),
  message: z.optional(maintenanceMessage),
});

/**
 * The latest semester roll-over, as the settings screen shows it while it runs in the background:
 * bookings archived so far, and active bookings looked at out of those active when it began.
 */
export interface RollOverProgress {
  academicYear: string;
  semester: number;
  status: 'running' | 'done';
  /** Bookings moved to the archive so far; counted in the same transaction as each batch. */
  archived: number;
  /** Active bookings looked at so far, and how many were active when the job began (null before). */
  checked: number;
  total: number | null;
  startedAt: string;
  finishedAt: string | null;
  /**
   * Once every booking has been checked: when the last check begins (ISO), which ends what a request
   * that read the old period wrote as it changed (decision 0071). Null before, and once done.
   */
  lastCheckAt: string | null;
}

export interface SettingsResponse {
  settings: StaffSettings;
  /** Null before the first period change. */
  rollOver: RollOverProgress | null;
}
export interface SettingsWriteResponse {
  settings: StaffSettings;
  message: string;
}
