import { studentPdfRequestSchema } from '#contract/exports';
import { readersZoneQuerySchema } from '#contract/time-zones';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { studentProfileFileName } from '../../domain/exports/file-names.ts';
import { buildStudentProfileReport } from '../../domain/exports/student-profile-report.ts';
import { pdfReply } from './pdf-reply.ts';

/** POST /export/student/pdf: the student profile the admin has on screen, as a PDF (docs/spec.md §7). */
export const exportStudentPdf = defineOperation({
  route: 'POST /export/student/pdf',
  access: staff,
  maxBodyBytes: 512 * 1024,
  query: readersZoneQuerySchema,
  body: studentPdfRequestSchema,
  handle: async ({ query, body }) => {
    const pdf = await buildStudentProfileReport({
      ...body,
      generatedAt: new Date(),
      timeZone: query.timeZone,
    });
    return pdfReply(pdf, studentProfileFileName(body.student.fullName));
  },
});
