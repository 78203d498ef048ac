import { conditionItems, type ConditionEntry } from '../../../functions/contract/desk.ts';
import { auditItems, bookingEntity, type Actor } from '../../../functions/data/audit.ts';
import { activeBookings } from '../../../functions/data/bookings.ts';
import { recordCheckIn, setStayDates } from '../../../functions/data/desk.ts';
import { updateSettings } from '../../../functions/data/settings.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { attachUploads, forgetIncoming } from '../../../functions/domain/uploads/uploads.ts';
import { uploadDemoPhoto } from './demo-photo.ts';

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const report = (fair: ConditionEntry['item'] | null, photoKeys: string[] = []): ConditionEntry[] =>
  conditionItems.map((item) => ({
    item,
    condition: item === fair ? 'fair' : 'good',
    note: item === fair ? 'Worn but sound' : '',
    ...(item === fair && photoKeys.length ? { photoKeys } : {}),
  }));

/**
 * The desk's demo (issue #30 §1): the semester began two weeks ago; the demo resident and two others
 * arrive today (the resident already checked in, their condition report waiting for them to confirm),
 * two leave today, and the rest checked in when the semester began. So the dashboard's "At the desk
 * today" has something to do on `npm start`, and the resident's My Residence has a report to answer.
 */
export async function seedDesk(demoResidentEmail: string): Promise<void> {
  const semester = { arrival: dayFrom(-14), departure: dayFrom(100) };
  await updateSettings({ stayDates: semester }, () => []);
  const admin = await getUserByEmail('admin@northgate.example');
  const actor: Actor = admin
    ? { id: admin.id, role: 'admin', name: admin.fullName }
    : { id: 'system', role: 'system' };
  const demoStudent = await getUserByEmail(demoResidentEmail);
  const bookings = (await activeBookings()).sort((a, b) =>
    a.room.roomNumber.localeCompare(b.room.roomNumber, 'en', { numeric: true }),
  );
  const demo = bookings.filter((booking) => booking.studentId === demoStudent?.id);
  const others = bookings.filter((booking) => booking.studentId !== demoStudent?.id);
  // The last to arrive is checked in below: the resident, so their phone has a report to answer.
  const arriving = [...others.slice(0, 2), ...demo];
  const leaving = others.slice(2, 4);
  const checkIn = (
    booking: (typeof bookings)[number],
    at: string,
    fair: ConditionEntry['item'] | null,
    photoKeys: string[] = [],
  ) =>
    recordCheckIn(
      booking.id,
      {
        at,
        by: { id: actor.id, name: actor.name ?? null },
        keyNumber: `K-${booking.room.roomNumber}`,
        items: report(fair, photoKeys),
      },
      auditItems({
        actor,
        action: 'booking.checkIn',
        entity: bookingEntity(booking),
        after: { keyNumber: `K-${booking.room.roomNumber}` },
      }),
    );
  for (const booking of arriving)
    await setStayDates(booking.id, { arrival: dayFrom(0), departure: semester.departure }, []);
  for (const booking of leaving)
    await setStayDates(booking.id, { arrival: semester.arrival, departure: dayFrom(0) }, []);
  const beganAt = `${semester.arrival}T10:00:00.000Z`;
  // The resident's report has a photo of the worn curtains, kept as the desk keeps one.
  const uploader = admin?.id ?? 'seed';
  const upload = await uploadDemoPhoto('condition-photos', uploader);
  const kept = await attachUploads('condition-photos', uploader, [upload]);
  await forgetIncoming([upload]);
  await checkIn(arriving[arriving.length - 1]!, new Date().toISOString(), 'Window and curtains', kept);
  // Independent of each other: written eight at a time, so the seed stays quick.
  const settled = others.slice(2);
  for (let start = 0; start < settled.length; start += 8)
    await Promise.all(
      settled
        .slice(start, start + 8)
        .map((booking, i) => checkIn(booking, beganAt, (start + i) % 3 === 0 ? 'Desk and chair' : null)),
    );
}
