import type { Operation } from '../http/operation.ts';
import { addMaintenanceComment } from './add-comment.ts';
import { getMaintenanceRequest } from './get-request.ts';
import { listAssignees } from './list-assignees.ts';
import { listMyRequests } from './list-my-requests.ts';
import { listMaintenanceQueue } from './list-queue.ts';
import { getMaintenanceReport } from './maintenance-report.ts';
import { confirmMaintenanceFix, reopenMaintenanceRequest } from './reporter-answers.ts';
import { maintenancePhotoUpload } from './photo-upload.ts';
import { getRepairRatings } from './repair-ratings.ts';
import { reportRequest } from './report-request.ts';
import {
  assignMaintenanceRequest,
  changeMaintenanceStatus,
  setMaintenancePriority,
} from './staff-changes.ts';

/** Maintenance requests: a student reports and follows theirs; staff work the queue. */
export const operations = {
  maintenancePhotoUpload,
  reportRequest,
  listMyRequests,
  getMaintenanceRequest,
  addMaintenanceComment,
  confirmMaintenanceFix,
  reopenMaintenanceRequest,
  listMaintenanceQueue,
  listAssignees,
  getMaintenanceReport,
  getRepairRatings,
  changeMaintenanceStatus,
  assignMaintenanceRequest,
  setMaintenancePriority,
} satisfies Record<string, Operation>;
