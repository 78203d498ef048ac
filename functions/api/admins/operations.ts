import type { Operation } from '../http/operation.ts';
import { createAdmin } from './create-admin.ts';
import { deleteAdmin } from './delete-admin.ts';
import { listAdmins } from './list-admins.ts';
import { setAdminStatus } from './set-admin-status.ts';

/** Admin management: super admins only. */
export const operations = { listAdmins, createAdmin, setAdminStatus, deleteAdmin } satisfies Record<
  string,
  Operation
>;
