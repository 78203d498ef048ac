import type { Booking } from '../../../functions/contract/bookings.ts';
import type { Actor } from '../../../functions/data/audit.ts';
import { collectParcel, logParcel } from '../../../functions/data/parcels.ts';
import { filedItems } from '../../../functions/domain/notifications/notices.ts';
import {
  parcelCollectedNotice,
  parcelWaitingNotice,
} from '../../../functions/domain/notifications/templates/parcels.ts';
import {
  collectedParcel,
  newParcel,
  parcelAuditItems,
} from '../../../functions/domain/parcels/parcel-records.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { residentsByRoom, spreadOver } from './residents.ts';

interface Delivery {
  carrier: string;
  description: string;
  shelf: string;
  /** Hours before now it was logged. */
  loggedHoursAgo: number;
  /** Hours before now it was collected, and by whom ('' for the student themselves); absent: waiting. */
  collected?: { hoursAgo: number; by: string };
}

/** The demo resident's: two waiting on their dashboard (one since this morning), one collected last week. */
const residentDeliveries: Delivery[] = [
  { carrier: 'DHL', description: 'Box of textbooks', shelf: 'A-2', loggedHoursAgo: 50 },
  { carrier: '', description: 'Padded envelope', shelf: 'A-5', loggedHoursAgo: 3 },
  {
    carrier: 'Jumia',
    description: 'Kettle',
    shelf: 'C-1',
    loggedHoursAgo: 150,
    collected: { hoursAgo: 125, by: '' },
  },
];

/** Other residents': one waiting, one collected by a roommate they sent. */
const otherDeliveries: Delivery[] = [
  { carrier: 'Ghana Post', description: 'Letter from home', shelf: 'B-1', loggedHoursAgo: 26 },
  {
    carrier: 'UPS',
    description: 'Laptop charger',
    shelf: 'B-4',
    loggedHoursAgo: 80,
    collected: { hoursAgo: 72, by: 'Kojo Asante (roommate)' },
  },
];

/**
 * Parcels at the desk (decision 0064), after the residents were checked in: logged, and some collected,
 * as the desk's operations write them, each with its audit entry and the student's notice at its time,
 * filed in their centre without a mail (the local inbox keeps to the story's few).
 */
export async function seedParcels(demoResidentEmail: string, actor: Actor, calendar: DemoCalendar) {
  const residents = await residentsByRoom();
  const resident = residents.find((booking) => booking.student.email === demoResidentEmail);
  const others = spreadOver(
    residents.filter((booking) => booking !== resident),
    otherDeliveries.length,
  );
  const deliver = async (booking: Booking, delivery: Delivery) => {
    const parcel = newParcel(
      booking.student,
      { roomNumber: booking.room.roomNumber },
      delivery,
      actor,
      calendar.hoursAgo(delivery.loggedHoursAgo),
    );
    await logParcel(parcel, [
      ...parcelAuditItems(actor, 'parcel.logged', parcel, parcel.loggedAt),
      ...filedItems([parcelWaitingNotice(booking.student, parcel)], parcel.loggedAt),
    ]);
    if (!delivery.collected) return;
    const at = calendar.hoursAgo(delivery.collected.hoursAgo);
    const collected = collectedParcel(parcel, delivery.collected.by, actor, at);
    await collectParcel(collected, [
      ...parcelAuditItems(actor, 'parcel.collected', collected, at),
      ...filedItems([parcelCollectedNotice(booking.student, collected)], at),
    ]);
  };
  await Promise.all([
    ...(resident ? residentDeliveries.map((delivery) => deliver(resident, delivery)) : []),
    ...others.map((booking, index) => deliver(booking, otherDeliveries[index]!)),
  ]);
}
