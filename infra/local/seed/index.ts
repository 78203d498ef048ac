import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { remindStudents } from '../../../functions/domain/money/payment-reminders.ts';
import { seedBookingRequests } from './booking-requests.ts';
import { seedContent } from './content.ts';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts.ts';
import { demoDepositDeadline, demoResidentEmail, seedDemoData } from './demo-data.ts';
import { seedDesk } from './desk.ts';
import { seedMaintenance } from './maintenance.ts';
import { seedNotifications } from './notifications.ts';
import { seedRooms } from './rooms.ts';
import { seedRoomTypes } from './room-types.ts';

/**
 * Fills a new, empty table with what a first look at the product needs. Each seeder owns one kind of
 * data and goes through the same data layer the handlers use.
 */
export async function seed(): Promise<DemoAccount[]> {
  await putSettings({ ...defaultSettings(), depositDeadline: demoDepositDeadline });
  await seedRooms();
  await seedRoomTypes();
  await seedContent('seed');
  const accounts = await seedDemoAccounts();
  await seedDemoData();
  await seedMaintenance(demoResidentEmail);
  await seedDesk(demoResidentEmail);
  await seedBookingRequests(demoResidentEmail);
  await seedNotifications(
    accounts.filter((account) => account.role === 'student').map((account) => account.email),
  );
  // The reminder the hourly job would send the resident, whose charges are past due; its mail leaves the
  // outbox at the first flush once the queue runs (the waitlist sweep's, within five minutes).
  const resident = await getUserByEmail(demoResidentEmail);
  if (resident) await remindStudents([resident.id]);
  return accounts;
}
