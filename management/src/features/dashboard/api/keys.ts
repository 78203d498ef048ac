import { currentBookingKey } from '../../../lib/query-client.ts';

export const dashboardKeys = {
  currentBooking: currentBookingKey,
};
