import * as z from 'zod';
import { messages } from './messages.ts';

/** What anyone may read about the hostel's global switches (GET /settings/public). */
export const publicSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  emergencyLockdown: z.boolean(),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export interface EmergencyLockdownState {
  active: boolean;
  reason: string;
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
  emergencyLockdown: EmergencyLockdownState;
}

/** An academic year in the 2025/2026 form: two consecutive years. */
export const academicYearSchema = z
  .string()
  .trim()
  .regex(/^\d{4}\/\d{4}$/, messages.settings.academicYearInvalid)
  .refine(
    (value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1,
    messages.settings.academicYearInvalid,
  );

/**
 * PUT /settings: any of the switches and the academic period. Changing the period rolls the hostel
 * over: the previous period's active bookings move to the archive. The lockdown has its own controls.
 */
export const settingsUpdateSchema = z
  .object({
    registrationOpen: z.boolean().optional(),
    maintenanceMode: z.boolean().optional(),
    maintenanceMessage: z.string().trim().max(500).optional(),
    currentAcademicYear: academicYearSchema.optional(),
    currentSemester: z
      .number()
      .int()
      .refine((value) => value === 1 || value === 2, messages.settings.semesterInvalid)
      .optional(),
  })
  .refine((value) => Object.keys(value).length > 0, messages.settings.nothingToUpdate);
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const registrationSwitchSchema = z.object({
  isOpen: z.boolean(messages.settings.isOpenRequired),
});

export const maintenanceSwitchSchema = z.object({
  isEnabled: z.boolean(messages.settings.isEnabledRequired),
  message: z.string().trim().max(500).optional(),
});

export interface SettingsResponse {
  settings: StaffSettings;
}
export interface SettingsWriteResponse {
  settings: StaffSettings;
  message: string;
}
