import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

import type { SettingsUpdate, StaffSettings } from '#contract/settings';
import type { PublicSettings } from '#contract/settings';
import type { PeriodPrices } from '#contract/money';
import {
  defaultCurrency,
  defaultDepositDeadline,
  defaultPaymentReminders,
  defaultRepairTargetHours,
  defaultRoomTypes,
  defaultWaitlistOfferHours,
  withRoomTypeDetails,
  type RoomType,
} from '#contract/hostel-defaults';
import { dynamo, tableName } from './dynamo.ts';
import { setAttributes } from './set-attributes.ts';
import { roomTypeRoomsKey, settingsKey } from './keys.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';

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
  /**
   * One more each time a change of the room types takes a type away or gives one other beds: a room's
   * type and capacity, checked against the types read, hold while it is unchanged (roomTypesAsRead).
   * 0 until the first such change, and for settings stored before it was kept (decision 0085).
   */
  roomTypesVersion: number;
  /**
   * One more each time the room types are written, whatever the change (their names, beds and
   * descriptions, or one type's amenities and photos): a write of the types holds while it is
   * unchanged (roomTypesUnchanged). 0 until the first, and for settings stored before it was kept
   * (decision 0085).
   */
  roomTypesWrites: number;
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
    roomTypes: defaultRoomTypes.map((type) => ({ ...type, amenities: [...type.amenities] })),
    currency: defaultCurrency,
    stayDates: null,
    showRoommates: true,
    repairTargetHours: { ...defaultRepairTargetHours },
    paymentReminders: { ...defaultPaymentReminders },
    depositDeadline: { ...defaultDepositDeadline },
    lockdownEpoch: null,
    roomTypesVersion: 0,
    roomTypesWrites: 0,
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
    roomTypes: (settings.roomTypes ?? defaults.roomTypes).map(withRoomTypeDetails),
  };
}

/**
 * A condition that a count of the settings item is still the one read; a count never stored (settings
 * stored before it was kept, or no settings at all) reads 0 and is matched by its absence.
 */
const countAsRead = (attribute: 'roomTypesVersion' | 'roomTypesWrites', count: number) => ({
  ConditionExpression:
    count === 0
      ? `attribute_not_exists(${attribute}) OR ${attribute} = :${attribute}Read`
      : `${attribute} = :${attribute}Read`,
  ExpressionAttributeValues: { [`:${attribute}Read`]: count },
});

/**
 * The room types are written whole, so a write of them holds only while no other has been made since
 * they were read: a change of their names or beds and a change of one type's amenities and photos must
 * not undo each other. Any other setting saved meanwhile leaves them as read and refuses nothing
 * (decision 0085).
 */
const roomTypesUnchanged = ({ roomTypesWrites }: Pick<Settings, 'roomTypesWrites'>) =>
  countAsRead('roomTypesWrites', roomTypesWrites);

/** Thrown when the settings changed between reading and writing them; the caller says so with a 409. */
export class SettingsChangedMeanwhile extends Error {}

/**
 * A condition, for a room's transaction, that no type has been taken away or resized since the types
 * its type and capacity were checked against were read: such a change committed meanwhile refuses the
 * room's write (SettingsChangedMeanwhile; decision 0078). Any other change of the settings, a type added
 * or described included, leaves the room's check true and its write standing (decision 0085). Only a
 * room's create or edit carries it, never a booking.
 */
export const roomTypesAsRead = ({ roomTypesVersion }: Pick<Settings, 'roomTypesVersion'>): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: settingsKey(),
    ...countAsRead('roomTypesVersion', roomTypesVersion),
  },
});

/** Thrown when a change of the room types would leave these rooms without their type or its capacity. */
export class RoomTypesInUse extends Error {
  readonly roomIds: string[];
  constructor(roomIds: string[]) {
    super('Room types in use');
    this.roomIds = roomIds;
  }
}

/**
 * The types a change of the room types takes away or gives another capacity: each must have no rooms
 * when it commits. The rooms written since decision 0078 are in their type's set (data/rooms.ts), so a
 * room given the type while the change was deciding refuses it, though the rooms list, an index, may not
 * show that room yet.
 */
const typesLeft = (before: readonly RoomType[], after: readonly RoomType[]) =>
  before.filter((type) => !after.some((kept) => kept.name === type.name && kept.capacity === type.capacity));

const noRoomsOf = (roomType: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: roomTypeRoomsKey(roomType),
    ConditionExpression: 'attribute_not_exists(roomIds)',
  },
});

/** The ids in a type's set of rooms, read back after a change of the types found it not empty. */
async function roomIdsOf(roomType: string): Promise<string[]> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: roomTypeRoomsKey(roomType), ConsistentRead: true }),
  );
  return [...((Item?.roomIds as Set<string> | undefined) ?? [])];
}

/** Each type keeps the amenities and photos it had under its name; a new or renamed one starts with none. */
function keepingDetails(
  before: readonly RoomType[],
  types: readonly Pick<RoomType, 'name' | 'capacity' | 'description'>[],
): RoomType[] {
  return types.map((type) => {
    const {
      name: _name,
      capacity: _capacity,
      description: _description,
      ...details
    } = before.find((known) => known.name === type.name) ?? withRoomTypeDetails(type);
    return { ...details, name: type.name, capacity: type.capacity, description: type.description };
  });
}

/**
 * Writes the room types whole with the caller's audit items, unless they were written since `before`
 * was read (SettingsChangedMeanwhile).
 */
export async function saveRoomTypes(
  before: Settings,
  roomTypes: RoomType[],
  audit: TransactItem[],
): Promise<Settings> {
  const updatedAt = new Date().toISOString();
  const roomTypesWrites = before.roomTypesWrites + 1;
  const condition = roomTypesUnchanged(before);
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: settingsKey(),
          UpdateExpression:
            'SET roomTypes = :roomTypes, roomTypesWrites = :roomTypesWrites, updatedAt = :updatedAt',
          ConditionExpression: condition.ConditionExpression,
          ExpressionAttributeValues: {
            ':roomTypes': roomTypes,
            ':roomTypesWrites': roomTypesWrites,
            ':updatedAt': updatedAt,
            ...condition.ExpressionAttributeValues,
          },
        },
      },
      ...audit,
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[0]) throw new SettingsChangedMeanwhile();
    throw error;
  }
  return { ...before, roomTypes, roomTypesWrites, updatedAt };
}

/**
 * The settings. `consistent` reads what the last write left, for a reader that decides whether a lockdown
 * switch has happened: an ordinary read may still answer as before it (decision 0090).
 */
export async function getSettings({ consistent = false } = {}): Promise<Settings> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: settingsKey(), ConsistentRead: consistent }),
  );
  return fromItem(Item);
}

export async function putSettings(settings: Settings): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...settingsKey(), ...settings } }));
}

/**
 * Switches the emergency lockdown. Only its own attributes are written, so a settings change saved at
 * the same moment keeps its values and this switch keeps its own. With `revokeStudentsAt` the lockdown
 * epoch moves too: that one attribute signs every student out, however many sessions there are.
 *
 * The switch's time only grows: a switch is stored only over an earlier one, and answers false when a
 * switch timed after it was stored first. Tabs keep the switch with the latest time they hear of
 * (decision 0092), so the switch stored last must be the latest, or they would keep another than the
 * one in force.
 */
export async function setLockdown(
  state: Settings['emergencyLockdown'] & { changedAt: string },
  audit: TransactItem[],
  revokeStudentsAt?: string,
): Promise<boolean> {
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: settingsKey(),
          UpdateExpression: revokeStudentsAt
            ? 'SET emergencyLockdown = :state, lockdownEpoch = :epoch'
            : 'SET emergencyLockdown = :state',
          // Never switched: no lockdown stored, or the defaults' null time.
          ConditionExpression:
            'attribute_not_exists(emergencyLockdown.changedAt) OR ' +
            'attribute_type(emergencyLockdown.changedAt, :never) OR emergencyLockdown.changedAt < :at',
          ExpressionAttributeValues: {
            ':state': state,
            ':never': 'NULL',
            ':at': state.changedAt,
            ...(revokeStudentsAt ? { ':epoch': revokeStudentsAt } : {}),
          },
        },
      },
      ...audit,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[0]) return false;
    throw error;
  }
}

export function toPublicSettings(
  settings: Settings,
  prices: Pick<PeriodPrices, 'rentByRoomType' | 'currency'>,
): PublicSettings {
  return {
    registrationOpen: settings.registrationOpen,
    maintenanceMode: settings.maintenanceMode,
    maintenanceMessage: settings.maintenanceMessage,
    emergencyLockdown: settings.emergencyLockdown.active,
    lockdownChangedAt: settings.emergencyLockdown.changedAt,
    lockdownInstructions: settings.emergencyLockdown.active ? settings.emergencyLockdown.instructions : '',
    roomTypes: settings.roomTypes,
    rentByRoomType: prices.rentByRoomType,
    currency: prices.currency,
    repairAnswerHours: settings.repairTargetHours.normal,
  };
}

/**
 * The academic period as read, for a change of it: one decided on another period (a change of the year
 * and one of the semester at the same moment, each keeping the other half it read) must not commit, or
 * the roll-over it records would not be the period stored (decision 0085). A half never stored reads as
 * its default, which a change then writes.
 */
const periodAsRead = (before: Settings) => ({
  ConditionExpression:
    '(attribute_not_exists(currentAcademicYear) OR currentAcademicYear = :yearRead) AND (attribute_not_exists(currentSemester) OR currentSemester = :semesterRead)',
  ExpressionAttributeValues: {
    ':yearRead': before.currentAcademicYear,
    ':semesterRead': before.currentSemester,
  },
});

/**
 * Changes only the given switches, in one transaction with the caller's items (its audit entry, and
 * what else it read to decide the change, such as the roll-over a new period replaces); the rest of the
 * item (the lockdown state, which has its own controls) is left as it is. New room types must find no
 * room of a type they take away or resize (RoomTypesInUse). A new period is written whole, and holds
 * only while the period is as read; new room types, while the room types are as read (any other setting
 * saved meanwhile refuses neither); a caller's item refused is a change made meanwhile too
 * (SettingsChangedMeanwhile, each).
 */
export async function updateSettings(
  changes: SettingsUpdate,
  audit: (before: Settings, after: Settings) => TransactItem[],
): Promise<Settings> {
  const before = await getSettings();
  const { roomTypes: typesGiven, ...switches } = changes;
  const roomTypes = typesGiven && keepingDetails(before.roomTypes, typesGiven);
  const left = roomTypes ? typesLeft(before.roomTypes, roomTypes).map((type) => type.name) : [];
  const periodChanged = changes.currentAcademicYear !== undefined || changes.currentSemester !== undefined;
  const after: Settings = {
    ...before,
    ...switches,
    ...(roomTypes ? { roomTypes } : {}),
    // A room checked against the types before holds no more (roomTypesAsRead). New types are written
    // only over the types as read (roomTypesUnchanged), so no such change is counted twice or missed.
    roomTypesVersion: before.roomTypesVersion + (left.length > 0 ? 1 : 0),
    roomTypesWrites: before.roomTypesWrites + (roomTypes ? 1 : 0),
    updatedAt: new Date().toISOString(),
  };
  const fields = {
    ...switches,
    ...(periodChanged
      ? { currentAcademicYear: after.currentAcademicYear, currentSemester: after.currentSemester }
      : {}),
    ...(roomTypes ? { roomTypes, roomTypesWrites: after.roomTypesWrites } : {}),
    ...(left.length > 0 ? { roomTypesVersion: after.roomTypesVersion } : {}),
    updatedAt: after.updatedAt,
  };
  const { set: sets, names, values } = setAttributes(fields);
  const conditions = [
    ...(roomTypes ? [roomTypesUnchanged(before)] : []),
    ...(periodChanged ? [periodAsRead(before)] : []),
  ];
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: settingsKey(),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: Object.assign(
            values,
            ...conditions.map((condition) => condition.ExpressionAttributeValues),
          ),
          ...(conditions.length > 0
            ? {
                ConditionExpression: conditions
                  .map((condition) => `(${condition.ConditionExpression})`)
                  .join(' AND '),
              }
            : {}),
        },
      },
      ...left.map(noRoomsOf),
      ...audit(before, after),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    const inUse = left.filter((_, index) => error.failed[index + 1]);
    if (error.failed[0] || inUse.length === 0) throw new SettingsChangedMeanwhile();
    throw new RoomTypesInUse((await Promise.all(inUse.map(roomIdsOf))).flat());
  }
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
    paymentReminders: settings.paymentReminders,
    depositDeadline: settings.depositDeadline,
  };
}
