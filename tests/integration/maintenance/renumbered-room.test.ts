import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  MaintenanceQueueResponse,
  MaintenanceRequest,
  MaintenanceStatus,
  MyMaintenanceResponse,
} from '../../../functions/contract/maintenance.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { roomKey } from '../../../functions/data/keys.ts';
import { sendWeeklySummary } from '../../../functions/domain/maintenance/weekly-summary.ts';
import { aNewNumber, aRoom, aStudent, book, call, renumber } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailAbout } from '../../support/mail.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { aResident, auditOf, report, reportedAgo } from './support.ts';

/**
 * A room renumbered while a repair in it waits (decision 0094): every answer names the room by the
 * number it has now, read from the room by `location.roomId`; what was written before (mails sent, the
 * audit trail) keeps the number of its moment.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

type Resident = Awaited<ReturnType<typeof aResident>>;

/** The room number each place that shows the request names: the queue, its page (staff, reporter) and the reporter's list. */
async function roomNumbersShown(
  admin: SignedIn,
  { student, block }: Resident,
  request: { id: string; status: MaintenanceStatus },
) {
  // The resident's block is their own: the queue filtered by it holds only their requests.
  const status = request.status === 'closed' ? '&status=closed' : '';
  const queue = await call(admin, 'GET', `/maintenance?block=${block}&limit=100${status}`);
  const staffPage = await call(admin, 'GET', `/maintenance/${request.id}`);
  const reporterPage = await call(student, 'GET', `/maintenance/${request.id}`);
  const mine = await call(student, 'GET', '/maintenance/mine');
  for (const response of [queue, staffPage, reporterPage, mine]) expect(response.status).toBe(200);
  const numberIn = (requests: MaintenanceRequest[]) =>
    requests.find((each) => each.id === request.id)?.location.roomNumber;
  return {
    queue: numberIn((queue.body as unknown as MaintenanceQueueResponse).requests),
    staffPage: staffPage.body.request.location.roomNumber,
    reporterPage: reporterPage.body.request.location.roomNumber,
    mine: numberIn((mine.body as unknown as MyMaintenanceResponse).requests as MaintenanceRequest[]),
  };
}

const everywhere = (roomNumber: string) => ({
  queue: roomNumber,
  staffPage: roomNumber,
  reporterPage: roomNumber,
  mine: roomNumber,
});

describe('a repair in a room renumbered since its report', () => {
  it('names the room by its new number in the queue, its page for staff and reporter, and the reporter’s list', async () => {
    const admin = await signedInAs('admin');
    const resident = await aResident();
    const waiting = await report(resident.student);
    const inWork = await report(resident.student, { category: 'plumbing' });
    await call(admin, 'PUT', `/maintenance/${inWork.id}/assignee`, { assigneeId: admin.user.id });
    const renumbered = aNewNumber();

    expect((await renumber(admin, resident.room, renumbered)).status).toBe(200);

    expect(await roomNumbersShown(admin, resident, waiting)).toEqual(everywhere(renumbered));
    expect(await roomNumbersShown(admin, resident, { ...inWork, status: 'assigned' })).toEqual(
      everywhere(renumbered),
    );
    const moved = await call(admin, 'PUT', `/maintenance/${inWork.id}/status`, { status: 'in_progress' });
    expect(moved.body.request.location).toEqual({
      kind: 'room',
      roomId: resident.room.id,
      roomNumber: renumbered,
      block: resident.room.block,
      area: null,
    });
  });

  it('names it by its new number once resolved and once closed too: the room is the same door', async () => {
    const admin = await signedInAs('admin');
    const resident = await aResident();
    const [resolved, closed] = [await report(resident.student), await report(resident.student)];
    for (const request of [resolved, closed])
      expect(
        (await call(admin, 'PUT', `/maintenance/${request.id}/status`, { status: 'resolved' })).status,
      ).toBe(200);
    expect((await call(resident.student, 'POST', `/maintenance/${closed.id}/confirm`)).status).toBe(200);
    const renumbered = aNewNumber();

    expect((await renumber(admin, resident.room, renumbered)).status).toBe(200);

    expect(await roomNumbersShown(admin, resident, { ...resolved, status: 'resolved' })).toEqual(
      everywhere(renumbered),
    );
    expect(await roomNumbersShown(admin, resident, { ...closed, status: 'closed' })).toEqual(
      everywhere(renumbered),
    );
  });

  it('reads the rooms of a queue page in one batch read, each room once', async () => {
    const admin = await signedInAs('admin');
    const resident = await aResident();
    const neighbour = await aStudent();
    const nextDoor = await aRoom({ block: resident.block });
    await book(neighbour, nextDoor);
    await Promise.all([report(resident.student), report(resident.student), report(neighbour)]);
    const client = dynamo();
    const send = vi.spyOn(client, 'send');

    const queue = await call(admin, 'GET', `/maintenance?block=${resident.block}&limit=100`);

    expect(queue.body.requests).toHaveLength(3);
    const roomReads = send.mock.calls
      .map(([command]) => command)
      .filter((command) => command instanceof BatchGetCommand)
      .map((command) => command.input.RequestItems![tableName()]!.Keys!.map((key) => key.PK).sort());
    expect(roomReads).toEqual([[roomKey(resident.room.id).PK, roomKey(nextDoor.id).PK].sort()]);
  });

  it('keeps the number as reported once the room is deleted', async () => {
    const admin = await signedInAs('admin');
    const resident = await aResident();
    const request = await report(resident.student);
    const cancelled = await call(admin, 'POST', `/bookings/${resident.booking.id}/cancel`, {
      cancellationReason: 'Moved out',
    });
    expect(cancelled.status).toBe(200);

    expect((await call(admin, 'DELETE', `/rooms/${resident.room.id}`)).status).toBe(200);

    expect(await roomNumbersShown(admin, resident, request)).toEqual(everywhere(resident.room.roomNumber));
  });

  it('is told by its new number in what is written after the renumbering; what was written before keeps the old', async () => {
    const [lead, worker] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const resident = await aResident();
    const request = await report(resident.student);
    const renumbered = aNewNumber();
    expect((await renumber(lead, resident.room, renumbered)).status).toBe(200);

    await call(lead, 'PUT', `/maintenance/${request.id}/assignee`, { assigneeId: worker.user.id });
    await call(lead, 'PUT', `/maintenance/${request.id}/priority`, { priority: 'urgent' });
    await jobsSettled();

    const title = `Electrical: Room ${renumbered}`;
    expect((await mailAbout(worker.user.email, 'Assigned to you')).subject).toBe(`Assigned to you: ${title}`);
    expect((await mailAbout(worker.user.email, 'Urgent repair')).subject).toBe(`Urgent repair: ${title}`);
    expect((await mailAbout(resident.student.user.email, 'is now assigned')).subject).toBe(
      `Your maintenance request “${title}” is now assigned`,
    );
    expect((await auditOf(request.id)).map((entry) => [entry.action, entry.entity.name])).toEqual([
      ['maintenance.report', `Electrical: Room ${resident.room.roomNumber}`],
      ['maintenance.status', title],
      ['maintenance.priority', title],
    ]);
  });

  it('is listed by its new number in the weekly summary of late repairs', async () => {
    const resident = await aResident();
    // Urgent, due 4 h after its report: late by a day.
    await reportedAgo(resident, 30, { urgency: 'urgent', category: 'plumbing' }, new Date());
    const staff = await signedInAs('admin');
    const renumbered = aNewNumber();
    expect((await renumber(staff, resident.room, renumbered)).status).toBe(200);

    await sendWeeklySummary(new Date());

    const summary = await mailAbout(staff.user.email, 'Maintenance this week');
    expect(summary.text).toContain(
      `Plumbing: Room ${renumbered} (block ${resident.block}) — urgent priority`,
    );
  });
});
