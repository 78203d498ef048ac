import { appPaths } from '#contract/app-paths';
import type { OutOfService } from '#contract/maintenance';
import { composeMail, longDay, managementLink } from './layout.ts';

interface Resident {
  email: string;
  fullName: string;
}

/** The resident's room is taken out of service for a repair: why, and when it should be back. */
export const roomOutOfServiceMail = (resident: Resident, roomNumber: string, outOfService: OutOfService) =>
  composeMail({
    to: resident.email,
    greeting: `Hello ${resident.fullName},`,
    subject: `Room ${roomNumber} is out of service for a repair`,
    lines: [
      `The hostel staff took room ${roomNumber}, where you live, out of service for this reason:`,
      outOfService.reason,
      `They expect it back in service by ${longDay(outOfService.expectedBack)}. Your booking stays as it is; no one new is booked into the room meanwhile.`,
    ],
    action: { label: 'Open your dashboard', url: managementLink(appPaths.student.dashboard) },
    after: ['If the repair keeps you from using the room, please contact the hostel office.'],
  });

/** The repair is done. */
export const roomBackInServiceMail = (resident: Resident, roomNumber: string) =>
  composeMail({
    to: resident.email,
    greeting: `Hello ${resident.fullName},`,
    subject: `Room ${roomNumber} is back in service`,
    lines: [`The repair in room ${roomNumber} is done and the room is back in service.`],
    action: { label: 'Open your dashboard', url: managementLink(appPaths.student.dashboard) },
    after: [],
  });
