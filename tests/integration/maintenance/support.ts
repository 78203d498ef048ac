import type { MaintenanceRequest } from '../../../functions/contract/maintenance.ts';
import { listAudit } from '../../../functions/data/audit.ts';
import { createRequest, reportedRequest, roomLocation } from '../../../functions/data/maintenance.ts';
import { expect } from 'vitest';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import type { SignedIn } from '../../support/sessions.ts';

/** A student living in a room of their own block, ready to report a problem in it. */
export async function aResident() {
  const block = `M${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  const room = await aRoom({ roomNumber: `${block}-${Math.floor(100 + Math.random() * 899)}`, block });
  const student = await aStudent();
  const booking = await book(student, room);
  return { student, room, block, booking };
}

/** Reports a problem in the student's room through the API, failing the test if it is refused. */
export async function report(
  student: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<MaintenanceRequest> {
  const response = await call(student, 'POST', '/maintenance', {
    category: 'electrical',
    urgency: 'high',
    description: 'The ceiling fan stopped turning.',
    where: 'room',
    ...overrides,
  });
  if (response.status !== 201)
    throw new Error(`report failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.request as MaintenanceRequest;
}

/** The audit trail's entries about one request, oldest first. */
export async function auditOf(requestId: string) {
  const { entries } = await listAudit({ entityType: 'maintenance' }, null, { page: 1, limit: 100 });
  return entries.filter((entry) => entry.entity.id === requestId).reverse();
}

/** The maintenance entries in a user's notification list, newest first, as its line and its link. */
export async function maintenanceNotices(tab: SignedIn) {
  const response = await call(tab, 'GET', '/notifications?limit=100');
  expect(response.status).toBe(200);
  return (response.body.notifications as { category: string; title: string; link: string }[])
    .filter((entry) => entry.category === 'maintenance')
    .map(({ title, link }) => ({ title, link }));
}

type Resident = Awaited<ReturnType<typeof aResident>>;
type ReportedFields = { urgency: 'low' | 'normal' | 'high' | 'urgent'; category: 'plumbing' | 'electrical' };

/** A request reported by the resident at `at` (an ISO time), stored as the report would store it. */
export async function reportedAt(
  resident: Resident,
  at: string,
  fields: ReportedFields = { urgency: 'normal', category: 'plumbing' },
) {
  const { student, room } = resident;
  const { request, reported } = reportedRequest(
    {
      reporter: { id: student.user.id, fullName: student.user.fullName, email: student.user.email },
      category: fields.category,
      urgency: fields.urgency,
      description: "Reported at a time of the test's choosing.",
      location: roomLocation(room),
    },
    at,
  );
  await createRequest(request, reported, []);
  return request;
}

/** A request reported by the resident `hoursAgo` before `now`, stored as the report would store it. */
export const reportedAgo = (resident: Resident, hoursAgo: number, fields: ReportedFields, now: Date) =>
  reportedAt(resident, new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(), fields);
