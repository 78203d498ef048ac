import * as z from './zod.ts';
import * as messages from './messages.ts';
import { pageQuerySchema } from './pagination.ts';
import { requiredText } from './text-fields.ts';
import { sortQuery, type SortValues } from './sorting.ts';

const m = messages.admins;

/** POST /super-admin/admins: the new staff member; they set their own password from an emailed link. */
export const createAdminSchema = z.object({
  fullName: requiredText({ max: 200, required: m.fullNameRequired, tooLong: messages.auth.fieldTooLong }),
  email: z.pipe(
    z
      .string({ error: messages.auth.emailRequired })
      .check(
        z.trim(),
        z.minLength(1, messages.auth.emailRequired),
        z.maxLength(254, messages.auth.emailMax),
        z.toLowerCase(),
      ),
    z.email(messages.auth.validEmail),
  ),
  role: z.enum(['admin', 'super_admin'], { error: m.roleInvalid }),
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;

/** PUT /super-admin/admins/{id}/status */
export const adminStatusSchema = z.object({ isActive: z.boolean({ error: m.isActiveRequired }) });

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

/** What the admins list's columns sort by (contract/sorting.ts), on the server and in the app. */
export const adminSortValues: SortValues<Admin> = {
  name: (admin) => admin.fullName,
  email: (admin) => admin.email,
  role: (admin) => admin.role,
  status: (admin) => `${admin.isActive}${admin.emailVerified}`,
  added: (admin) => admin.createdAt,
};

/** GET /super-admin/admins?page=&limit=&sort= */
export const adminListQuerySchema = z.extend(pageQuerySchema, { sort: sortQuery(adminSortValues) });
