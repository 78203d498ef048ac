import * as z from 'zod';

/** What anyone may read about the hostel's global switches (GET /settings/public). */
export const publicSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  emergencyLockdown: z.boolean(),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;
