import type { Operation } from '../http/operation.ts';
import { getPublicSettings } from './get-public-settings.ts';
import { getSettingsOperation } from './get-settings.ts';
import { listAuditOperation } from './list-audit.ts';
import { roomPhotoUpload, updateRoomTypeDetails } from './room-type-details.ts';
import { updateMaintenance, updateRegistration, updateSettingsOperation } from './update-settings.ts';

/** Settings and the audit trail. */
export const operations = {
  getPublicSettings,
  getSettings: getSettingsOperation,
  updateSettings: updateSettingsOperation,
  updateRegistration,
  updateMaintenance,
  listAudit: listAuditOperation,
  roomPhotoUpload,
  updateRoomTypeDetails,
} satisfies Record<string, Operation>;
