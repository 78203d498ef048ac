import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { maintenanceRequestKey } from '../../../functions/data/keys.ts';
import { createRequest, reportedRequest, roomLocation } from '../../../functions/data/maintenance.ts';
import { setStaffActive } from '../../../functions/data/users.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { mailTo } from '../../support/mail.ts';
import { beforeTheWrite } from '../../support/racing.ts';
import { signedInAs } from '../../support/sessions.ts';
import { aResident, auditOf, report } from './support.ts';

afterEach(() => vi.restoreAllMocks());

describe('maintenance requests', () => {
  it('go from a student’s report through staff’s work to the student’s confirmation, each step told and recorded', async () => {
    const { student, room } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);
    expect(request).toMatchObject({
      status: 'new',
      location: { kind: 'room', roomId: room.id, roomNumber: room.roomNumber, block: room.block },
      reporter: { id: student.user.id },
    });

    const assigned = await call(admin, 'PUT', `/maintenance/${request.id}/assignee`, {
      assigneeId: admin.user.id,
    });
    expect(assigned.body.request).toMatchObject({ status: 'assigned', assignee: { id: admin.user.id } });
    for (const status of ['in_progress', 'waiting_for_parts', 'resolved'])
      expect(
        (await call(admin, 'PUT', `/maintenance/${request.id}/status`, { status, note: `Now ${status}` }))
          .status,
      ).toBe(200);
    const confirmed = await call(student, 'POST', `/maintenance/${request.id}/confirm`);

    expect(confirmed.status).toBe(200);
    expect(confirmed.body.request.status).toBe('closed');
    const mails = (await mailTo(student.user.email)).filter((mail) => mail.subject.includes('maintenance'));
    // Each mail is its own job on the queue, so they may land in any order; the audit trail keeps it.
    const title = `Electrical: Room ${room.roomNumber}`;
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      ['assigned', 'in progress', 'waiting for parts', 'resolved', 'closed']
        .map((status) => `Your maintenance request “${title}” is now ${status}`)
        .sort(),
    );
    const trail = await auditOf(request.id);
    expect(trail.map((entry) => [entry.action, entry.actor.id, entry.after?.status ?? null])).toEqual([
      ['maintenance.report', student.user.id, null],
      ['maintenance.status', admin.user.id, 'assigned'],
      ['maintenance.status', admin.user.id, 'in_progress'],
      ['maintenance.status', admin.user.id, 'waiting_for_parts'],
      ['maintenance.status', admin.user.id, 'resolved'],
      ['maintenance.status', student.user.id, 'closed'],
    ]);
    expect(trail[2]!.after).toMatchObject({ reason: 'Now in_progress' });
    const history = (await call(student, 'GET', `/maintenance/${request.id}`)).body.history;
    expect(
      history.filter((event: { kind: string }) => event.kind === 'status').map((e: { to: string }) => e.to),
    ).toEqual(['assigned', 'in_progress', 'waiting_for_parts', 'resolved', 'closed']);
  });

  it('go back to their assignee when the student reopens them, with what is still wrong', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);
    await call(admin, 'PUT', `/maintenance/${request.id}/assignee`, { assigneeId: admin.user.id });
    await call(admin, 'PUT', `/maintenance/${request.id}/status`, { status: 'resolved' });

    const reopened = await call(student, 'POST', `/maintenance/${request.id}/reopen`, {
      reason: 'It stopped again tonight.',
    });

    expect(reopened.status).toBe(200);
    expect(reopened.body.request).toMatchObject({ status: 'assigned', resolvedAt: null });
    const trail = await auditOf(request.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'maintenance.status',
      actor: { id: student.user.id },
      before: { status: 'resolved' },
      after: { status: 'assigned', reason: 'It stopped again tonight.' },
    });
    expect((await mailTo(student.user.email))[0]?.text).toContain('It stopped again tonight.');
  });

  it('can be about a common area, named by the student, for someone without a room', async () => {
    const student = await aStudent();

    const inRoom = await call(student, 'POST', '/maintenance', {
      category: 'plumbing',
      urgency: 'normal',
      description: 'The shower drain is blocked.',
      where: 'room',
    });
    const common = await report(student, {
      where: 'common',
      area: 'Laundry room',
      block: 'c',
      category: 'plumbing',
    });

    expect(inRoom.status).toBe(400);
    expect(inRoom.body.message).toBe(messages.maintenance.noRoom);
    expect(common.location).toEqual({
      kind: 'common',
      roomId: null,
      roomNumber: null,
      block: 'C',
      area: 'Laundry room',
    });
  });

  it('refuse moves the rules do not allow, with the reason', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);

    const early = await call(student, 'POST', `/maintenance/${request.id}/confirm`);
    const assignedWithoutAssignee = await call(admin, 'PUT', `/maintenance/${request.id}/status`, {
      status: 'assigned',
    });
    await call(admin, 'PUT', `/maintenance/${request.id}/status`, {
      status: 'closed',
      note: 'Duplicate of another request',
    });
    const afterClose = await call(admin, 'PUT', `/maintenance/${request.id}/status`, {
      status: 'in_progress',
    });
    const commentAfterClose = await call(student, 'POST', `/maintenance/${request.id}/comments`, {
      text: 'Hello?',
    });

    expect(early.status).toBe(409);
    expect(early.body.message).toBe(messages.maintenance.transitionRefused('new', 'closed'));
    expect(assignedWithoutAssignee.status).toBe(400);
    expect(assignedWithoutAssignee.body.message).toBe(messages.maintenance.assignFirst);
    expect(afterClose.status).toBe(409);
    expect(afterClose.body.message).toBe(messages.maintenance.closedFinal);
    expect(commentAfterClose.status).toBe(409);
  });

  it('are assigned only to active staff', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);

    const toStudent = await call(admin, 'PUT', `/maintenance/${request.id}/assignee`, {
      assigneeId: student.user.id,
    });

    expect(toStudent.status).toBe(400);
    expect(toStudent.body.message).toBe(messages.maintenance.assigneeInvalid);
    expect((await call(admin, 'GET', `/maintenance/${request.id}`)).body.request.assignee).toBeNull();
  });

  it('are not assigned to a staff member who leaves the staff while the assignment is made', async () => {
    const { student } = await aResident();
    const [admin, superAdmin, leavingNew, leavingInWork] = await Promise.all([
      signedInAs('admin'),
      signedInAs('super_admin'),
      signedInAs('admin'),
      signedInAs('admin'),
    ]);
    const fresh = await report(student);
    const inWork = await report(student);
    await call(admin, 'PUT', `/maintenance/${inWork.id}/status`, { status: 'in_progress' });
    // A super admin deactivates the colleague after the assignment read the active staff, before it is written.
    const assignWhileLeaving = (requestId: string, leaving: typeof admin) => {
      const { PK } = maintenanceRequestKey(requestId);
      beforeTheWrite(
        (key) => key.PK === PK && key.SK === 'REQUEST',
        () => setStaffActive(leaving.user.id, false, superAdmin.user.id, []),
      );
      return call(admin, 'PUT', `/maintenance/${requestId}/assignee`, { assigneeId: leaving.user.id });
    };

    const answers = [
      await assignWhileLeaving(fresh.id, leavingNew),
      await assignWhileLeaving(inWork.id, leavingInWork),
    ];

    for (const [answer, requestId, status] of [
      [answers[0]!, fresh.id, 'new'],
      [answers[1]!, inWork.id, 'in_progress'],
    ] as const) {
      expect([answer.status, answer.body.message]).toEqual([400, messages.maintenance.assigneeInvalid]);
      const { request, history } = (await call(admin, 'GET', `/maintenance/${requestId}`)).body;
      expect([request.status, request.assignee]).toEqual([status, null]);
      expect(history.filter((event: { kind: string }) => event.kind === 'assigned')).toEqual([]);
      expect((await auditOf(requestId)).map((entry) => entry.action)).not.toContain('maintenance.assign');
    }
  });

  it('take a priority from staff, recorded but not shown to the student', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student, { urgency: 'low' });

    const changed = await call(admin, 'PUT', `/maintenance/${request.id}/priority`, { priority: 'urgent' });

    expect(changed.body.request).toMatchObject({ priority: 'urgent', urgency: 'low' });
    expect((await auditOf(request.id)).at(-1)).toMatchObject({
      action: 'maintenance.priority',
      before: { priority: 'low' },
      after: { priority: 'urgent' },
    });
    const seen = (await call(student, 'GET', `/maintenance/${request.id}`)).body;
    expect(seen.history.some((event: { kind: string }) => event.kind === 'priority')).toBe(false);
    expect(seen.request).not.toHaveProperty('priority');
  });

  it('start at the student’s urgency as their priority, which only staff read', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const reported = await report(student, { urgency: 'high' });
    const id = reported.id;

    const staffView = await call(admin, 'GET', `/maintenance/${id}`);
    const studentViews = [
      reported,
      (await call(student, 'GET', `/maintenance/${id}`)).body.request,
      (await call(student, 'GET', '/maintenance/mine')).body.requests[0],
      (await call(student, 'POST', `/maintenance/${id}/comments`, { text: 'Still dripping.' })).body.request,
    ];

    expect(staffView.body.request.priority).toBe('high');
    for (const view of studentViews) expect(view).not.toHaveProperty('priority');
  });

  it('show their reporter a time that moves only on what the reporter reads of them', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);
    const id = request.id;
    /** The request's time as its reporter reads it, the same in their list and on its page. */
    const reportersTime = async () => {
      const [mine, page] = await Promise.all([
        call(student, 'GET', '/maintenance/mine'),
        call(student, 'GET', `/maintenance/${id}`),
      ]);
      const listed = mine.body.requests.find((one: { id: string }) => one.id === id).updatedAt;
      expect(page.body.request.updatedAt).toBe(listed);
      return listed as string;
    };
    /** Staff's time of the request, and the time of the last event in its whole history. */
    const staffsTimes = async () => {
      const { body } = await call(admin, 'GET', `/maintenance/${id}`);
      return [body.request.updatedAt, body.history.at(-1).at];
    };

    expect(await reportersTime()).toBe(request.createdAt);
    // Staff's own: a priority and an internal comment.
    await call(admin, 'PUT', `/maintenance/${id}/priority`, { priority: 'urgent' });
    const internal = await call(admin, 'POST', `/maintenance/${id}/comments`, {
      text: 'Check the landlord’s warranty first',
      internal: true,
    });
    expect(await reportersTime()).toBe(request.createdAt);
    expect(await staffsTimes()).toEqual([internal.body.comment.at, internal.body.comment.at]);

    // What the reporter reads: an assignment (their page says who), a comment, a move.
    const assigned = await call(admin, 'PUT', `/maintenance/${id}/assignee`, { assigneeId: admin.user.id });
    const assignedAt = (await call(admin, 'GET', `/maintenance/${id}`)).body.history.at(-1).at;
    expect(assigned.status).toBe(200);
    expect(await reportersTime()).toBe(assignedAt);
    const told = await call(admin, 'POST', `/maintenance/${id}/comments`, { text: 'Parts ordered' });
    expect(await reportersTime()).toBe(told.body.comment.at);
    await call(admin, 'POST', `/maintenance/${id}/comments`, { text: 'Parts are late', internal: true });
    await call(admin, 'PUT', `/maintenance/${id}/priority`, { priority: 'normal' });
    expect(await reportersTime()).toBe(told.body.comment.at);
    const [staffsTime] = await staffsTimes();
    expect(staffsTime).not.toBe(told.body.comment.at);

    // The answers to the reporter's own writes carry their time too.
    const own = await call(student, 'POST', `/maintenance/${id}/comments`, { text: 'Thanks' });
    expect(own.body.request.updatedAt).toBe(own.body.comment.at);
    expect(await reportersTime()).toBe(own.body.comment.at);
  });

  it('keep showing the reporter of a request from before their time was kept what they were shown', async () => {
    const { student, room } = await aResident();
    const admin = await signedInAs('admin');
    const reporter = { id: student.user.id, fullName: student.user.fullName, email: student.user.email };
    // Reported a day ago and last changed an hour ago, stored as it was before `reporterUpdatedAt`.
    const { request, reported } = reportedRequest(
      {
        reporter,
        category: 'pest',
        urgency: 'normal',
        description: 'Ants by the window.',
        location: roomLocation(room),
      },
      new Date(Date.now() - 24 * 3_600_000).toISOString(),
    );
    const { reporterUpdatedAt: _notKeptThen, ...stored } = request;
    const lastShown = new Date(Date.now() - 3_600_000).toISOString();
    await createRequest({ ...stored, updatedAt: lastShown } as typeof request, reported, []);
    const reportersTime = async () =>
      (await call(student, 'GET', `/maintenance/${request.id}`)).body.request.updatedAt;

    expect(await reportersTime()).toBe(lastShown);
    await call(admin, 'POST', `/maintenance/${request.id}/comments`, {
      text: 'Pest control Friday?',
      internal: true,
    });
    expect(await reportersTime()).toBe(lastShown);
    const told = await call(admin, 'POST', `/maintenance/${request.id}/comments`, {
      text: 'Pest control comes Friday',
    });
    expect(await reportersTime()).toBe(told.body.comment.at);
  });

  it('are filtered and sorted by the server in the staff queue', async () => {
    const { student, block } = await aResident();
    const admin = await signedInAs('admin');
    const plumbing = await report(student, { category: 'plumbing', urgency: 'low' });
    const electrical = await report(student, { category: 'electrical', urgency: 'urgent' });
    await call(admin, 'PUT', `/maintenance/${plumbing.id}/assignee`, { assigneeId: admin.user.id });

    const ofBlock = await call(admin, 'GET', `/maintenance?block=${block}`);
    const unassigned = await call(admin, 'GET', `/maintenance?block=${block}&assigneeId=unassigned`);
    const byUrgency = await call(admin, 'GET', `/maintenance?block=${block}&sort=urgency`);
    const plumbingOnly = await call(admin, 'GET', `/maintenance?block=${block}&category=plumbing`);
    const badSort = await call(admin, 'GET', `/maintenance?sort=reporter`);

    expect(ofBlock.body.requests.map((r: { id: string }) => r.id)).toEqual([electrical.id, plumbing.id]);
    expect(unassigned.body.requests.map((r: { id: string }) => r.id)).toEqual([electrical.id]);
    expect(byUrgency.body.requests.map((r: { id: string }) => r.id)).toEqual([plumbing.id, electrical.id]);
    expect(plumbingOnly.body.pagination.total).toBe(1);
    expect(badSort.status).toBe(400);
  });

  it('are due by their priority’s target, flagged overdue past it, and filtered on it', async () => {
    const { student, room, block } = await aResident();
    const admin = await signedInAs('admin');
    const reporter = { id: student.user.id, fullName: student.user.fullName, email: student.user.email };
    // Reported five hours ago, as the API would have stored it then.
    const old = reportedRequest(
      {
        reporter,
        category: 'plumbing',
        urgency: 'urgent',
        description: 'Water is coming through the ceiling.',
        location: roomLocation(room),
      },
      new Date(Date.now() - 5 * 3_600_000).toISOString(),
    );
    await createRequest(old.request, old.reported, []);
    const fresh = await report(student, { urgency: 'urgent' });

    const queue = await call(admin, 'GET', `/maintenance?block=${block}`);
    const byId = new Map(
      (queue.body.requests as { id: string; overdue: boolean; dueAt: string }[]).map((r) => [r.id, r]),
    );
    expect(byId.get(old.request.id)).toMatchObject({
      overdue: true,
      dueAt: new Date(Date.parse(old.request.createdAt) + 4 * 3_600_000).toISOString(),
    });
    expect(byId.get(fresh.id)?.overdue).toBe(false);
    // The request's own page tells staff the same; its reporter reads no due time (staff's target).
    expect((await call(admin, 'GET', `/maintenance/${old.request.id}`)).body.due).toEqual({
      overdue: true,
      dueAt: byId.get(old.request.id)!.dueAt,
    });
    expect((await call(admin, 'GET', `/maintenance/${fresh.id}`)).body.due.overdue).toBe(false);
    const own = await call(student, 'GET', `/maintenance/${old.request.id}`);
    expect(own.status).toBe(200);
    expect(own.body.due).toBeNull();
    const late = await call(admin, 'GET', `/maintenance?block=${block}&overdue=true`);
    expect(late.body.requests.map((r: { id: string }) => r.id)).toEqual([old.request.id]);

    // A longer target for urgent repairs puts it back in time; resolving it ends its due time.
    await call(admin, 'PUT', '/settings', { repairTargetHours: { urgent: 6, high: 8, normal: 24, low: 72 } });
    expect((await call(admin, 'GET', `/maintenance?block=${block}&overdue=true`)).body.requests).toEqual([]);
    await call(admin, 'PUT', '/settings', { repairTargetHours: { urgent: 4, high: 8, normal: 24, low: 72 } });
    expect((await call(student, 'GET', `/maintenance?overdue=true`)).status).toBe(403);
    expect((await call(admin, 'GET', `/maintenance?overdue=maybe`)).status).toBe(400);
  });

  it('leave the open queue when closed and are found among the closed ones', async () => {
    const { student, block } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);

    await call(admin, 'PUT', `/maintenance/${request.id}/status`, { status: 'closed', note: 'Not a fault' });

    expect((await call(admin, 'GET', `/maintenance?block=${block}`)).body.requests).toEqual([]);
    const closed = await call(admin, 'GET', `/maintenance?block=${block}&status=closed`);
    expect(closed.body.requests.map((r: { id: string }) => r.id)).toEqual([request.id]);
  });
});
