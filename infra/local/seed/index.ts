import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { seedBookingRequests } from './booking-requests.ts';
import { seedContent } from './content.ts';
import { demoActor, seedDemoAccounts, type DemoAccount } from './demo-accounts.ts';
import { demoCalendar } from './demo-calendar.ts';
import { demoDepositDeadline, demoHistoryStart, demoResidentEmail, seedDemoData } from './demo-data.ts';
import { seedDesk } from './desk.ts';
import { seedMaintenance } from './maintenance.ts';
import { seedReminders } from './money.ts';
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
  // content, stored its first words. Both on the demo's first morning, once their accounts were made.
  const actor = await demoActor('admin@northgate.example');
  await seedRooms(actor, calendar, calendar.after(historyStart, 2));
  await seedRoomTypes();
  await seedContent(await demoActor('super@northgate.example'), calendar.after(historyStart, 3));
  await seedDemoData(actor, calendar);
  await seedDesk(demoResidentEmail, actor, calendar);
  await seedMaintenance(demoResidentEmail, actor, calendar);
  await seedBookingRequests(demoResidentEmail, actor, calendar);
  // Once this period's beds are booked: the waiting students wait for the types that are full.
  await seedWaitlist(calendar);
  await seedNotifications(actor, calendar);
  // Once every charge and payment is written: the reminders the hourly job sent as charges fell due.
  await seedReminders([demoResidentEmail], calendar);
  return accounts;
}
