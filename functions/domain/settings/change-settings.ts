import type { SettingsUpdate } from '#contract/settings';
import { actorOf, auditItems } from '../../data/audit.ts';
import { getRollOver, newRollOver, rollOverStartItem } from '../../data/roll-over.ts';
import { getRoom } from '../../data/rooms.ts';
import type { RoomRecord } from '../../data/room-record.ts';
import type { Session } from '../../data/sessions.ts';
import * as messages from '#contract/messages';
import {
  RoomTypesInUse,
  SettingsChangedMeanwhile,
  toStaffSettings,
  updateSettings,
  type Settings,
} from '../../data/settings.ts';
import { conflict } from '../../platform/errors.ts';
import { enqueue } from '../../platform/job-queue.ts';

const staffView = (settings: Settings) => toStaffSettings(settings) as unknown as Record<string, unknown>;

/**
 * Applies a settings change with its audit record in one transaction. When the academic period changes
 * the hostel rolls over: every active booking of another period moves to the archive (status
 * archived, reason naming the new period), and the waitlist of the period before closes. That grows
 * with the hostel, so the change only records the roll-over, in the same transaction, and hands it to
 * the background jobs (./roll-over.ts); the settings screen shows its progress. A change of the period
 * commits only while the period and the roll-over it replaces are those it read (409 otherwise), so
 * that the roll-over recorded is to the period stored, and closes every queue left behind.
 */
export async function changeSettings(session: Session, changes: SettingsUpdate): Promise<Settings> {
  const actor = actorOf(session);
  const periodChanged = changes.currentAcademicYear !== undefined || changes.currentSemester !== undefined;
  // A roll-over this one replaces stops, its settle pass with it: the waitlists it ends, this one ends,
  // in both its passes (a late join to one of them lands before this one's settle pass too).
  const replaced = periodChanged ? await getRollOver() : null;
  const unended = replaced?.status === 'running' ? replaced.leftBehind : [];
  let rollOverId: string | undefined;
  const after = await updateSettings(changes, (before, updated) => {
    const items = auditItems({
      actor,
      action: 'settings.update',
      entity: { type: 'settings', id: 'global', name: 'Settings' },
      before: staffView(before),
      after: staffView(updated),
    });
    if (!periodChanged) return items;
    const rollOver = newRollOver(
      { academicYear: updated.currentAcademicYear, semester: updated.currentSemester },
      actor,
      [{ academicYear: before.currentAcademicYear, semester: before.currentSemester }, ...unended],
    );
    rollOverId = rollOver.id;
    return [...items, rollOverStartItem(rollOver, replaced)];
  }).catch(async (error: unknown) => {
    // Only new room types and a new period hold against a change made meanwhile (data/settings.ts).
    if (error instanceof SettingsChangedMeanwhile && !changes.roomTypes)
      throw conflict(messages.settings.periodChangedMeanwhile);
    if (!(error instanceof RoomTypesInUse)) return refusedIfChangedMeanwhile(error);
    const named = await Promise.all(error.roomIds.slice(0, namedRooms).map(getRoom));
    throw typesInUse(
      named.filter((room) => room !== null),
      error.roomIds.length,
    );
  });
  if (rollOverId) await enqueue([{ kind: 'roll-over', payload: { rollOverId } }]);
  return after;
}

const namedRooms = 5;

/**
 * The 409 of a change of the room types that would leave rooms without their type or with another
 * capacity than its: five of the rooms by number, and how many more of the `total` there are.
 */
export function typesInUse(
  rooms: ReadonlyArray<Pick<RoomRecord, 'roomNumber' | 'roomType' | 'capacity'>>,
  total = rooms.length,
) {
  const named = rooms
    .slice(0, namedRooms)
    .map((room) => `${room.roomNumber} (${room.roomType}, ${room.capacity})`);
  const more = total > named.length ? ` and ${total - named.length} more` : '';
  return conflict(messages.rooms.typesInUse(`${named.join(', ')}${more}`));
}

/** A write of the room types over another one made since they were read is refused, not merged. */
export function refusedIfChangedMeanwhile(error: unknown): never {
  if (error instanceof SettingsChangedMeanwhile) throw conflict(messages.rooms.typeChangedMeanwhile);
  throw error;
}
