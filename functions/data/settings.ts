import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

import type { SettingsUpdate, StaffSettings } from '#contract/settings';
import type { PublicSettings } from '#contract/settings';
import {
  defaultCurrency,
  defaultRepairTargetHours,
  defaultRoomTypes,
  defaultWaitlistOfferHours,
} from '#contract/hostel-defaults';
import { dynamo, tableName } from './dynamo.ts';
import { settingsKey } from './keys.ts';
import { transact, type TransactItem } from './transactions.ts';

/** The stored settings: what staff see, with the lockdown epoch and the time of the last change. */
export interface Settings extends StaffSettings {
  /**
   * The lockdown epoch: every student session and remember token issued before this instant is
   * revoked (functions/api/session/resolve.ts). Switching the lockdown on moves it to that moment,
   * which signs every student out in one write; switching it off moves it again, so a session that
   * slipped in while the switch was being written (sign-in read the settings just before) ends too.
   * Null until the first lockdown.
   */
  lockdownEpoch: string | null;
  updatedAt: string;
}

/** The academic year that contains a date, in the 2025/2026 form, starting in August. */
export function academicYearOf(date: Date): string {
  const year = date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${year}/${year + 1}`;
}

/** What the hostel runs on before anyone has changed a setting. */
export function defaultSettings(now = new Date()): Settings {
  return {
    registrationOpen: true,
    maintenanceMode: false,
    maintenanceMessage: '',
    currentAcademicYear: academicYearOf(now),
    currentSemester: now.getUTCMonth() >= 7 || now.getUTCMonth() === 0 ? 1 : 2,
    waitlistOfferHours: defaultWaitlistOfferHours,
    emergencyLockdown: { active: false, reason: '', instructions: '', changedBy: null, changedAt: null },
    roomTypes: defaultRoomTypes.map((type) => ({ ...type })),
    currency: defaultCurrency,
    stayDates: null,
    showRoommates: true,
    repairTargetHours: { ...defaultRepairTargetHours },
    lockdownEpoch: null,
    updatedAt: now.toISOString(),
  };
}

function fromItem(item: Record<string, unknown> | undefined): Settings {
  if (!item) return defaultSettings();
  const { PK: _pk, SK: _sk, ...settings } = item as Partial<Settings> & { PK?: unknown; SK?: unknown };
  const defaults = defaultSettings();
  // A lockdown stored before instructions existed reads as one without them.
  return {
    ...defaults,
    ...settings,
    emergencyLockdown: { ...defaults.emergencyLockdown, ...settings.emergencyLockdown },
  };
}

export async function getSettings(): Promise<Settings> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: settingsKey() }));
  return fromItem(Item);
}

export async function putSettings(settings: Settings): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...settingsKey(), ...settings } }));
}

/**
 * Switches the emergency lockdown. Only its own attributes are written, so a settings change saved at
 * the same moment keeps its values and this switch keeps its own. With `revokeStudentsAt` the lockdown
 * epoch moves too: that one attribute signs every student out, however many sessions there are.
 */
export async function setLockdown(
  state: Settings['emergencyLockdown'],
  audit: TransactItem[],
  revokeStudentsAt?: string,
): Promise<void> {
  await transact([
    {
      Update: {
        TableName: tableName(),
        Key: settingsKey(),
        UpdateExpression: revokeStudentsAt
          ? 'SET emergencyLockdown = :state, lockdownEpoch = :epoch'
          : 'SET emergencyLockdown = :state',
        ExpressionAttributeValues: {
          ':state': state,
          ...(revokeStudentsAt ? { ':epoch': revokeStudentsAt } : {}),
        },
      },
    },
    ...audit,
  ]);
}

export function toPublicSettings(settings: Settings): PublicSettings {
  return {
    registrationOpen: settings.registrationOpen,
    maintenanceMode: settings.maintenanceMode,
    maintenanceMessage: settings.maintenanceMessage,
    emergencyLockdown: settings.emergencyLockdown.active,
    lockdownInstructions: settings.emergencyLockdown.active ? settings.emergencyLockdown.instructions : '',
    roomTypes: settings.roomTypes,
  };
}

/**
 * Changes only the given switches, in one transaction with the caller's audit items; the rest of the
 * item (the lockdown state, which has its own controls) is left as it is.
 */
export async function updateSettings(
  changes: SettingsUpdate,
  audit: (before: Settings, after: Settings) => TransactItem[],
): Promise<Settings> {
  const before = await getSettings();
  const after: Settings = { ...before, ...changes, updatedAt: new Date().toISOString() };
  const fields = { ...changes, updatedAt: after.updatedAt };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  await transact([
    {
      Update: {
        TableName: tableName(),
        Key: settingsKey(),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...audit(before, after),
  ]);
  return after;
}

export function toStaffSettings(settings: Settings): StaffSettings {
  return {
    registrationOpen: settings.registrationOpen,
    maintenanceMode: settings.maintenanceMode,
    maintenanceMessage: settings.maintenanceMessage,
    currentAcademicYear: settings.currentAcademicYear,
    currentSemester: settings.currentSemester,
    waitlistOfferHours: settings.waitlistOfferHours,
    emergencyLockdown: settings.emergencyLockdown,
    roomTypes: settings.roomTypes,
    currency: settings.currency,
    stayDates: settings.stayDates,
    showRoommates: settings.showRoommates,
    repairTargetHours: settings.repairTargetHours,
  };
}
