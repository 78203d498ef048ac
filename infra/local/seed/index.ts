import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { seedBookingRequests } from './booking-requests.ts';
import { seedContent } from './content.ts';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts.ts';
import { demoResidentEmail, seedDemoData } from './demo-data.ts';
import { seedDesk } from './desk.ts';
import { seedMaintenance } from './maintenance.ts';
import { seedNotifications } from './notifications.ts';
import { seedRooms } from './rooms.ts';

/**
 * Fills a new, empty table with what a first look at the product needs. Each seeder owns one kind of
 * data and goes through the same data layer the handlers use.
 */
export async function seed(): Promise<DemoAccount[]> {
  await putSettings(defaultSettings());
  await seedRooms();
  await seedContent('seed');
  const accounts = await seedDemoAccounts();
  await seedDemoData();
  await seedMaintenance(demoResidentEmail);
  await seedDesk(demoResidentEmail);
  await seedBookingRequests(demoResidentEmail);
  await seedNotifications(
    accounts.filter((account) => account.role === 'student').map((account) => account.email),
  );
  return accounts;
}
