import { domainHandler } from '../http/pipeline.ts';
import { createAdmin } from './create-admin.ts';
import { deleteAdmin } from './delete-admin.ts';
import { listAdmins } from './list-admins.ts';
import { setAdminStatus } from './set-admin-status.ts';

export const operations = { listAdmins, createAdmin, setAdminStatus, deleteAdmin };

export const handler = domainHandler('admins', operations);
