import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { seedBookingRequests } from './booking-requests.ts';
import { seedContent } from './content.ts';
import { demoActor, seedDemoAccounts, type DemoAccount } from './demo-accounts.ts';
import { demoCalendar } from './demo-calendar.ts';
import {
  demoDepositDeadline,
  demoHistoryStart,
  demoResidentEmail,
  demoStudentEmail,
  seedDemoData,
} from './demo-data.ts';
import { seedDesk } from './desk.ts';
import { seedParcels } from './parcels.ts';
import { seedMaintenance } from './maintenance.ts';
import { seedPayouts, seedReminders } from './money.ts';
import { seedNotifications } from './notifications.ts';
import { seedRooms } from './rooms.ts';
import { seedRoomTypes } from './room-types.ts';
import { seedWaitlist } from './waitlist.ts';

/**
 * Fills a new, empty table with what a first look at the product needs. Each seeder owns one kind of
 * data and goes through the same data layer the handlers use, at the times the one demo calendar gives,
 * in the order the story needs: bookings before the desk checks them in, residents checked in before
 * they report repairs or ask to move.
 */
export async function seed(): Promise<DemoAccount[]> {
  const calendar = demoCalendar();
  const settings = {
    ...defaultSettings(new Date(calendar.now)),
    depositDeadline: demoDepositDeadline,
    stayDates: calendar.stay,
  };
  await putSettings(settings);
  const historyStart = demoHistoryStart({
    academicYear: settings.currentAcademicYear,
    semester: settings.currentSemester,
  });
  const accounts = await seedDemoAccounts(historyStart);
  // The demo admin makes every staff change of the story; the super admin, who alone edits the public
  // content, stored its first words. Both on the demo's first morning, once their accounts were made:
  // the rooms, then the Double rooms' photo once they were entered, then the content.
  const [actor, superAdmin] = await Promise.all([
    demoActor('admin@northgate.example'),
    demoActor('super@northgate.example'),
  ]);
  // Independent of each other.
  await Promise.all([
    seedRooms(actor, calendar, calendar.after(historyStart, 2)),
    seedRoomTypes(actor, calendar.after(historyStart, 2.75)),
    seedContent(superAdmin, calendar.after(historyStart, 3)),
  ]);
  const { paid } = await seedDemoData(actor, calendar);
  // Once this period's beds are booked and charged, three independent threads of the story, while the
  // desk's payments are taken.
  await Promise.all([
    // The desk checks residents in, who then report repairs, ask to move and get parcels (each other's
    // business not).
    seedDesk(demoResidentEmail, actor, calendar).then(() =>
      Promise.all([
        seedMaintenance(demoResidentEmail, actor, calendar),
        seedBookingRequests(demoResidentEmail, actor, calendar),
        seedParcels(demoResidentEmail, actor, calendar),
      ]),
    ),
    // The waiting students wait for the types that are full.
    seedWaitlist(calendar),
    // The reminders the hourly job sent as charges fell due, of what was still owed after each payment;
    // and the credit of the students who left, paid back to them.
    paid.then(() =>
      Promise.all([
        seedReminders([demoResidentEmail], calendar),
        seedPayouts(actor, calendar, [demoStudentEmail]),
      ]),
    ),
  ]);
  // Yesterday's announcement reached everyone, the waiting students too.
  await seedNotifications(actor, calendar);
  return accounts;
}
