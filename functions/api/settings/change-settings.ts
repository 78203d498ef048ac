import { messages } from '#contract/messages';
import type { SettingsUpdate } from '#contract/settings';
import { actorOf, auditItems, type Actor } from '../../data/audit.ts';
import { activeBookings, endBookings } from '../../data/bookings.ts';
import type { Session } from '../../data/sessions.ts';
import { toStaffSettings, updateSettings, type Settings } from '../../data/settings.ts';
import { bedsFreed } from '../../waitlist/follow-up.ts';

const staffView = (settings: Settings) => toStaffSettings(settings) as unknown as Record<string, unknown>;

/**
 * Applies a settings change with its audit record in one transaction. When the academic period changes
 * the hostel rolls over: every active booking of another period moves to the archive (status
 * archived, reason naming the new period), batch by batch, each batch one transaction.
 */
export async function changeSettings(session: Session, changes: SettingsUpdate): Promise<Settings> {
  const actor = actorOf(session);
  const after = await updateSettings(changes, (before, updated) =>
    auditItems({
      actor,
      action: 'settings.update',
      entity: { type: 'settings', id: 'global' },
      before: staffView(before),
      after: staffView(updated),
    }),
  );
  const periodChanged = changes.currentAcademicYear !== undefined || changes.currentSemester !== undefined;
  if (periodChanged) {
    await rollOver(after, actor);
    await bedsFreed();
  }
  return after;
}

async function rollOver(settings: Settings, actor: Actor): Promise<void> {
  const ended = (await activeBookings()).filter(
    (booking) =>
      booking.academicYear !== settings.currentAcademicYear || booking.semester !== settings.currentSemester,
  );
  await endBookings(
    ended,
    {
      status: 'archived',
      reason: messages.bookings.archiveReasons.rollOver(
        settings.currentAcademicYear,
        settings.currentSemester,
      ),
      by: actor.id,
    },
    (batch) =>
      auditItems({
        actor,
        action: 'booking.rollOver',
        entity: { type: 'booking', id: batch.map((booking) => booking.id).join(',') },
        after: { archived: batch.length },
      }),
  );
}
