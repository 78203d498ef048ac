import type { BookingExportRow } from '../../functions/contract/exports.ts';
import type { PaymentReportRow } from '../../functions/contract/money-reports.ts';
import { paymentMethods } from '../../functions/contract/payment-methods.ts';

const firstNames = ['Ama', 'Kwame', 'Zoë', 'Yaw', 'Efua', 'Kofi', 'Abena', 'Kojo', 'Akosua', 'Nana'];
const lastNames = ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Ọ̀ṣun', 'Agyeman', 'Darko', 'Adjei'];
const roomTypes = ['Single', 'Double', 'Triple', 'Quad', undefined];
const statuses = ['active', 'inactive', 'cancelled', 'archived'];

/** Bookings rows as the SPA sends them, each with a unique student name so a test can find every row. */
export function sampleBookingRows(count: number): BookingExportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    studentName: `${firstNames[index % firstNames.length]} ${lastNames[index % lastNames.length]} S${String(index + 1).padStart(4, '0')}`,
    roomNumber: `${String.fromCharCode(65 + (index % 4))}${100 + (index % 60)}`,
    roomType: roomTypes[index % roomTypes.length],
    bookingDate: new Date(Date.UTC(2025, index % 12, 1 + (index % 28))).toISOString(),
    academicYear: '2025/2026',
    semester: (index % 2) + 1,
    status: statuses[index % statuses.length],
  }));
}

/** Payments of a period as GET /money/payments answers them, oldest first, one receipt each. */
export function samplePaymentRows(count: number): PaymentReportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    at: new Date(Date.UTC(2025, 8, 1) + index * 60_000).toISOString(),
    student: {
      id: `student${index % 5000}`,
      fullName: `${firstNames[index % firstNames.length]} ${lastNames[index % lastNames.length]} S${String((index % 5000) + 1).padStart(4, '0')}`,
    },
    receiptNumber: `R-${String(index + 1).padStart(6, '0')}`,
    method: paymentMethods[index % paymentMethods.length]!,
    reference: index % 3 === 0 ? null : `MTN-${String(index).padStart(10, '0')}`,
    amount: 50_000 + (index % 97) * 1_250,
    currency: 'GHS',
    reversed: index % 50 === 0,
  }));
}
