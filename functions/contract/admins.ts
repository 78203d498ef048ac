import * as z from 'zod';
import { messages } from './messages.ts';

const m = messages.admins;

/** POST /super-admin/admins: the new staff member; they set their own password from an emailed link. */
export const createAdminSchema = z.object({
  fullName: z.string({ error: m.fullNameRequired }).trim().min(1, m.fullNameRequired).max(200),
  email: z
    .string({ error: messages.auth.emailRequired })
    .trim()
    .min(1, messages.auth.emailRequired)
    .max(254, messages.auth.emailMax)
    .toLowerCase()
    .pipe(z.email(messages.auth.validEmail)),
  role: z.enum(['admin', 'super_admin'], { error: m.roleInvalid }),
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;

/** PUT /super-admin/admins/{id}/status */
export const adminStatusSchema = z.object({ isActive: z.boolean({ error: m.isActiveRequired }) });

/** GET /super-admin/admins?page=&limit= */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A staff account as admin management shows it. */
export interface Admin {
  id: string;
  publicId: string;
  fullName: string;
  email: string;
  role: 'admin' | 'super_admin';
  isActive: boolean;
  emailVerified: boolean;
  createdAt: string;
}
