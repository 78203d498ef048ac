import { domainHandler } from '../http/pipeline.ts';
import { exportBookingsPdf } from './export-bookings-pdf.ts';
import { exportStudentPdf } from './export-student-pdf.ts';

export const operations = { exportBookingsPdf, exportStudentPdf };

export const handler = domainHandler('exports', operations);
