import { appPaths } from '#contract/app-paths';
import * as messages from '#contract/messages';
import type { OutOfService } from '#contract/maintenance';
import { auditItems, roomEntity, type Actor } from '../../data/audit.ts';
import { getMany } from '../../data/batch.ts';
import { userKey } from '../../data/keys.ts';
import { occupantIdsOf, updateRoom } from '../../data/rooms.ts';
import type { RoomRecord } from '../../data/room-record.ts';
import { conflict } from '../../platform/errors.ts';
import type { Mail } from '../../platform/mail.ts';
import { Telling, type Notice } from '../notifications/notices.ts';
import { roomBackInServiceMail, roomOutOfServiceMail } from '../notifications/templates/room-service.ts';
import { bedsFreed } from '../waitlist/follow-up.ts';

/**
 * The notices to the students living in a room, each with the mail `mailOf` writes for them, for the
 * transaction that changes the room (notices.ts Telling).
 */
async function residentNotices(
  room: RoomRecord,
  title: string,
  mailOf: (resident: { email: string; fullName: string }) => Mail,
): Promise<Notice[]> {
  const residents = await getMany((await occupantIdsOf(room.id)).map(userKey));
  return residents.map((resident) => ({
    userId: resident.id as string,
    category: 'maintenance' as const,
    title,
    link: appPaths.student.dashboard,
    mail: mailOf(resident as { email: string; fullName: string }),
  }));
}

/**
 * Takes a room out of service for a repair (decision 0030): its status becomes maintenance, with the
 * reason and the expected day back, so its free beds are no one's to book or be offered (the booking
 * and offer transactions require an available room). Those living there keep their beds and are told.
 * `at` dates it (ISO; now when not given), for the demo data.
 */
export async function takeOutOfService(
  room: RoomRecord,
  input: Pick<OutOfService, 'reason' | 'expectedBack'>,
  actor: Actor,
  at = new Date().toISOString(),
): Promise<RoomRecord> {
  const outOfService: OutOfService = { ...input, since: at, by: actor.name ?? null };
  const telling = new Telling();
  const notices = await residentNotices(room, `Room ${room.roomNumber} is out of service`, (resident) =>
    roomOutOfServiceMail(resident, room.roomNumber, outOfService),
  );
  const updated = await updateRoom(room, { status: 'maintenance', outOfService }, () => [
    ...auditItems({
      actor,
      action: 'room.outOfService',
      entity: roomEntity(room),
      before: { status: room.status },
      after: { status: 'maintenance', reason: input.reason, expectedBack: input.expectedBack },
      at,
    }),
    ...telling.items(notices, at),
  ]);
  await telling.afterCommit();
  return updated;
}

/**
 * Returns a room to service: available again, and its free beds go to the waitlist as any freed bed
 * does (the offer job), then to anyone booking.
 */
export async function returnToService(room: RoomRecord, actor: Actor): Promise<RoomRecord> {
  if (room.status !== 'maintenance') throw conflict(messages.maintenance.notOutOfService);
  const telling = new Telling();
  const notices = await residentNotices(room, `Room ${room.roomNumber} is back in service`, (resident) =>
    roomBackInServiceMail(resident, room.roomNumber),
  );
  const updated = await updateRoom(room, { status: 'available', outOfService: null }, () => [
    ...auditItems({
      actor,
      action: 'room.backInService',
      entity: roomEntity(room),
      before: { status: room.status, reason: room.outOfService?.reason ?? null },
      after: { status: 'available' },
    }),
    ...telling.items(notices),
  ]);
  await Promise.all([bedsFreed(), telling.afterCommit()]);
  return updated;
}
