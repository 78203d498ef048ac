import type { Booking } from '../../../functions/contract/bookings.ts';
import { conditionItems, type ConditionEntry } from '../../../functions/contract/desk.ts';
import { auditItems, bookingEntity, type Actor } from '../../../functions/data/audit.ts';
import { recordCheckIn, setStayDates } from '../../../functions/data/desk.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { checkInAuditItems } from '../../../functions/domain/desk/check-in.ts';
import { Telling } from '../../../functions/domain/notifications/notices.ts';
import { checkedInNotice } from '../../../functions/domain/notifications/templates/desk.ts';
import { attachUploads, forgetIncoming } from '../../../functions/domain/uploads/uploads.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { uploadDemoPhoto, wornCurtainsPhoto } from './demo-photo.ts';
import { residentsByRoom } from './residents.ts';

const report = (fair: ConditionEntry['item'] | null, photoKeys: string[] = []): ConditionEntry[] =>
  conditionItems.map((item) => ({
    item,
    condition: item === fair ? 'fair' : 'good',
    note: item === fair ? 'Worn but sound' : '',
    ...(item === fair && photoKeys.length ? { photoKeys } : {}),
  }));

/**
 * The desk's demo (issue #30 §1): the semester began two weeks ago (the calendar's stay dates), and its
 * residents were checked in that day, the demo resident among them (their condition report still
 * waiting for them to confirm); two others arrive today, late, and two leave today, early, each with
 * the dates staff set for them; the booking made yesterday arrives in two days. So the dashboard's
 * "At the desk today" has something to do on `npm start`, and the resident's My Residence has a report
 * to answer. Each change is written as the desk's operations write it, with its audit entry at its time.
 */
export async function seedDesk(
  demoResidentEmail: string,
  actor: Actor,
  calendar: DemoCalendar,
): Promise<void> {
  const { stay } = calendar;
  const demoStudent = await getUserByEmail(demoResidentEmail);
  const bookings = await residentsByRoom();
  const resident = bookings.filter((booking) => booking.studentId === demoStudent?.id);
  const late = bookings.filter((booking) => booking.depositDueBy);
  const others = bookings.filter((booking) => booking.studentId !== demoStudent?.id && !booking.depositDueBy);
  const arriving = others.slice(0, 2);
  const leaving = others.slice(2, 4);

  const setDates = (booking: Booking, dates: { arrival: string; departure: string }, at: string) =>
    // Each booking's first days of its own: none before.
    setStayDates(
      booking,
      { arrival: null, departure: null },
      dates,
      auditItems({
        actor,
        action: 'booking.dates',
        entity: bookingEntity(booking),
        before: stay,
        after: dates,
        at,
      }),
    );
  // The late arrivals wrote the day before the semester; the early leavers asked two days ago; the
  // latest booking was given its days just after it was made.
  await Promise.all([
    ...arriving.map((booking) =>
      setDates(
        booking,
        { arrival: calendar.day(0), departure: stay.departure },
        calendar.on(calendar.day(-15), 11),
      ),
    ),
    ...leaving.map((booking) =>
      setDates(
        booking,
        { arrival: stay.arrival, departure: calendar.day(0) },
        calendar.on(calendar.day(-2), 11),
      ),
    ),
    ...late.map((booking) =>
      setDates(
        booking,
        { arrival: calendar.day(2), departure: stay.departure },
        calendar.after(booking.createdAt, 0.25),
      ),
    ),
  ]);

  const checkIn = async (booking: Booking, at: string, items: ConditionEntry[], photos = 0) => {
    const record = {
      at,
      by: { id: actor.id, name: actor.name ?? null },
      keyNumber: `K-${booking.room.roomNumber}`,
      items,
    };
    // The resident's welcome is in their notification centre, as the desk's check-in tells it.
    const telling = new Telling();
    await recordCheckIn(booking, record, [
      ...checkInAuditItems(actor, booking, record, photos),
      ...(booking.studentId === demoStudent?.id ? telling.items([checkedInNotice(booking, record)], at) : []),
    ]);
    await telling.afterCommit();
  };
  // One after another through the first day, from nine: about five minutes each.
  const settled = [...resident, ...others.slice(2)];
  const checkedInAt = (index: number) => calendar.on(stay.arrival, 9 + (index * 5) / 60);
  // The resident's report has a photo of the worn curtains, kept as the desk keeps one.
  const uploader = actor.id;
  const upload = await uploadDemoPhoto('condition-photos', uploader, wornCurtainsPhoto);
  const kept = await attachUploads('condition-photos', uploader, [upload]);
  await forgetIncoming([upload]);
  // Independent of each other: written at once, so the seed stays quick.
  await Promise.all(
    settled.map((booking, index) =>
      resident.includes(booking)
        ? checkIn(booking, checkedInAt(index), report('Window and curtains', kept), 1)
        : checkIn(booking, checkedInAt(index), report(index % 3 === 0 ? 'Desk and chair' : null)),
    ),
  );
}
