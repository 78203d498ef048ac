import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import type { MaintenanceEvent } from '../../../functions/contract/maintenance.ts';
import { call } from '../../support/hostel.ts';
import { mailAbout, mailTo } from '../../support/mail.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { aResident, auditOf, maintenanceNotices, report } from './support.ts';

/** A resident's request, assigned to a staff member who then resolved it: waiting for the reporter. */
async function aResolvedRequest() {
  const resident = await aResident();
  const assignee = await signedInAs('admin');
  const request = await report(resident.student);
  await call(assignee, 'PUT', `/maintenance/${request.id}/assignee`, { assigneeId: assignee.user.id });
  await call(assignee, 'PUT', `/maintenance/${request.id}/status`, { status: 'resolved' });
  const title = `Electrical: Room ${resident.room.roomNumber}`;
  return { ...resident, assignee, request, title };
}

const confirm = (tab: SignedIn, requestId: string, body?: unknown) =>
  call(tab, 'POST', `/maintenance/${requestId}/confirm`, body);

/** This month's figure as staff read it. */
async function ratingsNow(staff: SignedIn) {
  const response = await call(staff, 'GET', '/maintenance/ratings');
  expect(response.status).toBe(200);
  return response.body as { month: string; rated: number; average: number | null };
}

const lastEvent = async (tab: SignedIn, requestId: string) =>
  ((await call(tab, 'GET', `/maintenance/${requestId}`)).body.history as MaintenanceEvent[]).at(-1)!;

describe('rating a repair when confirming it', () => {
  it('keeps the rating and comment on the request, its confirm line and the audit entry, and counts it in the month', async () => {
    const { student, assignee, request } = await aResolvedRequest();
    const before = await ratingsNow(assignee);

    const confirmed = await confirm(student, request.id, { rating: 4, comment: '  Quick and tidy.  ' });

    expect(confirmed.status).toBe(200);
    expect(confirmed.body.request).toMatchObject({
      status: 'closed',
      rating: { score: 4, comment: 'Quick and tidy.' },
    });
    const line = { kind: 'status', to: 'closed', rating: 4, text: 'Quick and tidy.' };
    expect(await lastEvent(student, request.id)).toMatchObject(line);
    expect(await lastEvent(assignee, request.id)).toMatchObject(line);
    const staffView = (await call(assignee, 'GET', `/maintenance/${request.id}`)).body.request;
    expect(staffView.rating).toMatchObject({ score: 4, comment: 'Quick and tidy.' });
    const closing = (await auditOf(request.id)).filter((entry) => entry.after?.status === 'closed');
    expect(closing.map((entry) => entry.after)).toEqual([
      { status: 'closed', rating: 4, comment: 'Quick and tidy.' },
    ]);
    const after = await ratingsNow(assignee);
    expect(after.month).toBe(new Date().toISOString().slice(0, 7));
    expect(after.rated).toBe(before.rated + 1);
    expect(after.average).not.toBeNull();
  });

  it('stays optional: a confirm without a body or rating closes the request and counts nothing', async () => {
    const first = await aResolvedRequest();
    const second = await aResolvedRequest();
    const before = await ratingsNow(first.assignee);

    const bare = await confirm(first.student, first.request.id);
    const empty = await confirm(second.student, second.request.id, {});

    expect([bare.status, empty.status]).toEqual([200, 200]);
    expect(bare.body.request).toMatchObject({ status: 'closed', rating: null });
    expect(empty.body.request).toMatchObject({ status: 'closed', rating: null });
    expect((await lastEvent(first.student, first.request.id)).rating).toBeUndefined();
    expect((await ratingsNow(first.assignee)).rated).toBe(before.rated);
  });

  it('refuses a rating that is not a whole number from 1 to 5, and the request stays resolved', async () => {
    const { student, request } = await aResolvedRequest();

    const answers = await Promise.all(
      [0, 6, 3.5, '4', null, -1, 'five'].map((rating) => confirm(student, request.id, { rating })),
    );

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(messages.maintenance.ratingInvalid);
    }
    expect((await call(student, 'GET', `/maintenance/${request.id}`)).body.request.status).toBe('resolved');
  });

  it('refuses a comment over 500 characters, or one without a rating, with a clear message', async () => {
    const { student, request } = await aResolvedRequest();

    const long = await confirm(student, request.id, { rating: 3, comment: 'x'.repeat(501) });
    const alone = await confirm(student, request.id, { comment: 'No rating, just words.' });
    const notText = await confirm(student, request.id, { rating: 3, comment: { $gt: '' } });

    expect([long.status, alone.status, notText.status]).toEqual([400, 400, 400]);
    expect(long.body.message).toBe(messages.maintenance.ratingCommentLong);
    expect(alone.body.message).toBe(messages.maintenance.ratingCommentAlone);
    expect((await call(student, 'GET', `/maintenance/${request.id}`)).body.request.status).toBe('resolved');
    const at500 = await confirm(student, request.id, { rating: 3, comment: 'x'.repeat(500) });
    expect(at500.status).toBe(200);
  });

  it('is refused to another student, as if the request did not exist, and counts nothing', async () => {
    const { assignee, request } = await aResolvedRequest();
    const intruder = await aResident();
    const before = await ratingsNow(assignee);

    const refused = await confirm(intruder.student, request.id, { rating: 1, comment: 'Sabotage' });

    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(messages.maintenance.notFound);
    const seen = (await call(assignee, 'GET', `/maintenance/${request.id}`)).body.request;
    expect(seen).toMatchObject({ status: 'resolved', rating: null });
    expect((await ratingsNow(assignee)).rated).toBe(before.rated);
    expect(await maintenanceNotices(assignee)).toEqual([]);
  });

  it('is refused to staff, who cannot rate a repair nor read the figure as a student', async () => {
    const { student, assignee, request } = await aResolvedRequest();

    const byStaff = await confirm(assignee, request.id, { rating: 5 });
    const figureForStudent = await call(student, 'GET', '/maintenance/ratings');

    expect(byStaff.status).toBe(403);
    expect(figureForStudent.status).toBe(403);
    expect((await call(assignee, 'GET', `/maintenance/${request.id}`)).body.request.rating).toBeNull();
  });

  it('is refused on a request not resolved yet, rating and counting nothing', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);
    await call(admin, 'PUT', `/maintenance/${request.id}/status`, { status: 'in_progress' });
    const before = await ratingsNow(admin);

    const early = await confirm(student, request.id, { rating: 5, comment: 'Before it is done' });

    expect(early.status).toBe(409);
    expect(early.body.message).toBe(messages.maintenance.transitionRefused('in progress', 'closed'));
    const seen = (await call(admin, 'GET', `/maintenance/${request.id}`)).body.request;
    expect(seen).toMatchObject({ status: 'in_progress', rating: null });
    expect((await ratingsNow(admin)).rated).toBe(before.rated);
  });

  it('is given once: a second confirm is refused as closed, and the month counts the first alone', async () => {
    const { student, assignee, request } = await aResolvedRequest();
    const before = await ratingsNow(assignee);

    const first = await confirm(student, request.id, { rating: 5 });
    const second = await confirm(student, request.id, { rating: 1, comment: 'Changed my mind' });

    expect([first.status, second.status]).toEqual([200, 409]);
    expect(second.body.message).toBe(messages.maintenance.closedFinal);
    const seen = (await call(assignee, 'GET', `/maintenance/${request.id}`)).body.request;
    expect(seen.rating).toMatchObject({ score: 5, comment: null });
    expect((await ratingsNow(assignee)).rated).toBe(before.rated + 1);
  });

  it('races two confirms with ratings: one is taken and counted, the other refused', async () => {
    const { student, assignee, request } = await aResolvedRequest();
    const before = await ratingsNow(assignee);

    const answers = await Promise.all([
      confirm(student, request.id, { rating: 1, comment: 'First tab' }),
      confirm(student, request.id, { rating: 5, comment: 'Second tab' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const taken = answers.find((answer) => answer.status === 200)!.body.request.rating;
    const history = (await call(assignee, 'GET', `/maintenance/${request.id}`)).body
      .history as MaintenanceEvent[];
    expect(history.filter((event) => event.to === 'closed').map((event) => event.rating)).toEqual([
      taken.score,
    ]);
    expect((await ratingsNow(assignee)).rated).toBe(before.rated + 1);
    expect((await auditOf(request.id)).filter((entry) => entry.after?.status === 'closed')).toHaveLength(1);
  });
});

describe('a poor rating', () => {
  it('of 2 or less tells the assignee, in their list and by mail, with the comment', async () => {
    const { student, assignee, request, title } = await aResolvedRequest();

    await confirm(student, request.id, { rating: 2, comment: 'The fan still wobbles.' });

    const subject = `A repair was rated 2 of 5: ${title}`;
    expect(await maintenanceNotices(assignee)).toContainEqual({
      title: subject,
      link: `/admin/maintenance/${request.id}`,
    });
    const mail = await mailAbout(assignee.user.email, 'A repair was rated');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`rated it 2 of 5 (fair), in their words:\n\nThe fan still wobbles.`);
    expect(mail.text).toContain(`/management/admin/maintenance/${request.id}`);
  });

  it('is told only for a score of 2 or less, and only to the staff member the request is assigned to', async () => {
    const poor = await aResolvedRequest();
    const { assignee } = poor;
    const good = await aResident();
    const goodRequest = await report(good.student);
    await call(assignee, 'PUT', `/maintenance/${goodRequest.id}/assignee`, { assigneeId: assignee.user.id });
    await call(assignee, 'PUT', `/maintenance/${goodRequest.id}/status`, { status: 'resolved' });
    // Resolved by the same staff member, but never assigned to them.
    const unassigned = await aResident();
    const unassignedRequest = await report(unassigned.student);
    await call(assignee, 'PUT', `/maintenance/${unassignedRequest.id}/status`, { status: 'resolved' });

    await confirm(good.student, goodRequest.id, { rating: 3, comment: 'Fine.' });
    await confirm(unassigned.student, unassignedRequest.id, { rating: 1 });
    await confirm(poor.student, poor.request.id, { rating: 2 });

    const rated = (await maintenanceNotices(assignee)).filter((entry) => entry.title.includes('rated'));
    expect(rated).toEqual([
      { title: `A repair was rated 2 of 5: ${poor.title}`, link: `/admin/maintenance/${poor.request.id}` },
    ]);
    const mails = (await mailTo(assignee.user.email)).filter((mail) => mail.subject.includes('rated'));
    expect(mails.map((mail) => mail.text)).toEqual([
      expect.stringContaining('rated it 2 of 5 (fair), without a comment.'),
    ]);
  });
});

describe('the queue filtered by rating', () => {
  it('lists the closed repairs rated 2 or less without asking for closed ones, and refuses a filter it does not know', async () => {
    const poor = await aResolvedRequest();
    const good = await aResolvedRequest();
    await confirm(poor.student, poor.request.id, { rating: 1, comment: 'Worse than before.' });
    await confirm(good.student, good.request.id, { rating: 5 });

    const listed = await call(poor.assignee, 'GET', '/maintenance?rated=poor&limit=100');
    const unknown = await call(poor.assignee, 'GET', '/maintenance?rated=good');
    const byStudent = await call(poor.student, 'GET', '/maintenance?rated=poor');

    expect(listed.status).toBe(200);
    const ids = (listed.body.requests as { id: string }[]).map((request) => request.id);
    expect(ids).toContain(poor.request.id);
    expect(ids).not.toContain(good.request.id);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(messages.maintenance.ratedFilterInvalid);
    expect(byStudent.status).toBe(403);
  });
});
