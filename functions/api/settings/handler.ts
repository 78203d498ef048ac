import { domainHandler } from '../http/pipeline.ts';
import { getPublicSettings } from './get-public-settings.ts';
import { getSettingsOperation } from './get-settings.ts';
import { listAuditOperation } from './list-audit.ts';
import { updateMaintenance, updateRegistration, updateSettingsOperation } from './update-settings.ts';

export const operations = {
  getPublicSettings,
  getSettings: getSettingsOperation,
  updateSettings: updateSettingsOperation,
  updateRegistration,
  updateMaintenance,
  listAudit: listAuditOperation,
};

export const handler = domainHandler('settings', operations);
