import { beforeAll, describe, expect, it } from 'vitest';
import { setMailEnvironment } from './mail-environment.ts';
import { aRequest } from '../maintenance/support.ts';

let templates: typeof import('../../../functions/domain/notifications/templates/maintenance.ts');

beforeAll(async () => {
  setMailEnvironment();
  templates = await import('../../../functions/domain/notifications/templates/maintenance.ts');
});

const request = aRequest('2026-11-25T09:00:00.000Z', { id: 'req1', category: 'plumbing', block: 'A' });
const assignee = { email: 'kofi@hostel.example', fullName: 'Kofi Boateng' };
const reporter = { fullName: 'Ama Mensah', role: 'student' };
const colleague = { fullName: 'Efua Asante', role: 'admin' };

describe('the mails of a comment on a repair', () => {
  it('tell the reporter what staff wrote, by whom, with a button to their request', () => {
    const mail = templates.staffCommentMail(
      request,
      'Kofi Boateng',
      'Is the leak under the sink or behind it?',
    );

    expect(mail.to).toBe('ama@example.com');
    expect(mail.subject).toBe('New comment on your maintenance request “Plumbing: Room A101”');
    expect(mail.text).toContain(
      'Kofi Boateng of the hostel staff commented on your maintenance request “Plumbing: Room A101”:\n\nIs the leak under the sink or behind it?',
    );
    expect(mail.text).toContain(
      'See the request: https://hostel.example/management/student/maintenance/req1',
    );
  });

  it('keep a subject to one line when the name it quotes carries line breaks', () => {
    const mail = templates.assigneeCommentMail(
      { ...request, reporter: { ...request.reporter, fullName: 'Ama\r\nBcc: x@evil.example' } },
      assignee,
      { by: reporter, internal: false, text: 'Still dripping.' },
    );

    expect(mail.subject).toBe('Ama Bcc: x@evil.example commented on “Plumbing: Room A101”');
  });

  it('name the hostel staff when the comment carries no name', () => {
    const mail = templates.staffCommentMail(request, '', 'We come on Tuesday.');

    expect(mail.text).toContain('The hostel staff commented on your maintenance request');
  });

  it('tell the assignee what the reporter wrote, with a button to the staff page of the request', () => {
    const mail = templates.assigneeCommentMail(request, assignee, {
      by: reporter,
      internal: false,
      text: 'Under the sink, near the pipe.',
    });

    expect(mail.to).toBe('kofi@hostel.example');
    expect(mail.subject).toBe('Ama Mensah commented on “Plumbing: Room A101”');
    expect(mail.text).toContain('Hello Kofi Boateng,');
    expect(mail.text).toContain(
      'Ama Mensah, who reported the maintenance request “Plumbing: Room A101”, commented on it:\n\nUnder the sink, near the pipe.',
    );
    expect(mail.text).toContain('Open the request: https://hostel.example/management/admin/maintenance/req1');
    expect(mail.text).toContain('You are told because the request is assigned to you.');
  });

  it('tell the assignee a colleague’s public comment, saying the reporter reads it too', () => {
    const mail = templates.assigneeCommentMail(request, assignee, {
      by: colleague,
      internal: false,
      text: 'I ordered the washer.',
    });

    expect(mail.to).toBe('kofi@hostel.example');
    expect(mail.subject).toBe('Efua Asante commented on “Plumbing: Room A101”');
    expect(mail.text).toContain(
      'Efua Asante commented on the maintenance request “Plumbing: Room A101”, publicly: its reporter reads it too:\n\nI ordered the washer.',
    );
    expect(mail.text).toContain('Open the request: https://hostel.example/management/admin/maintenance/req1');
    expect(mail.text).toContain('You are told because the request is assigned to you.');
  });

  it('tell the assignee a colleague’s internal comment with its words, saying only staff read it', () => {
    const mail = templates.assigneeCommentMail(request, assignee, {
      by: { fullName: '', role: 'super_admin' },
      internal: true,
      text: 'Reporter broke it, bill them.',
    });

    expect(mail.subject).toBe('A staff member commented internally on “Plumbing: Room A101”');
    expect(mail.text).toContain(
      'A staff member commented on the maintenance request “Plumbing: Room A101”, internally: only staff read it:\n\nReporter broke it, bill them.',
    );
  });

  it('carry the comment as text, never as markup', () => {
    const mail = templates.assigneeCommentMail(request, assignee, {
      by: reporter,
      internal: false,
      text: '<img src=x onerror=alert(1)>',
    });

    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the mail of an urgent repair', () => {
  const urgent = aRequest('2026-11-25T21:40:00.000Z', {
    id: 'req2',
    urgency: 'urgent',
    block: 'B',
    description: 'Water is pouring through the ceiling <onto the bed>.',
  });

  it('tells a staff member who reported what, where and when, in their words, with a button to the request', () => {
    const mail = templates.urgentRepairMail(urgent, assignee);

    expect(mail.to).toBe('kofi@hostel.example');
    expect(mail.subject).toBe('Urgent repair reported: Plumbing: Room B101');
    expect(mail.text).toContain('Hello Kofi Boateng,');
    expect(mail.text).toContain(
      'Ama Mensah reported an urgent repair, “Plumbing: Room B101” (block B), on Wednesday, November 25, 2026 at 9:40 PM UTC. In their words:\n\nWater is pouring through the ceiling <onto the bed>.',
    );
    expect(mail.text).toContain('Open the request: https://hostel.example/management/admin/maintenance/req2');
    expect(mail.text).toContain('In My Profile you can choose to see maintenance updates in the app only.');
  });

  it('carries the student’s description as text, never as markup', () => {
    const mail = templates.urgentRepairMail(urgent, assignee);

    expect(mail.html).not.toContain('<onto the bed>');
    expect(mail.html).toContain('Water is pouring through the ceiling &lt;onto the bed&gt;.');
  });

  it('raised to urgent by staff, tells who raised it and when, then who reported it and when, in their words', () => {
    const mail = templates.urgentRepairMail(urgent, assignee, {
      by: 'Efua Asante',
      at: '2026-11-26T08:15:00.000Z',
    });

    expect(mail.subject).toBe('Urgent repair: Plumbing: Room B101');
    expect(mail.text).toContain(
      'Efua Asante raised the maintenance request “Plumbing: Room B101” (block B) to urgent priority on Thursday, November 26, 2026 at 8:15 AM UTC. Ama Mensah reported it on Wednesday, November 25, 2026 at 9:40 PM UTC, in their words:\n\nWater is pouring through the ceiling <onto the bed>.',
    );
    expect(mail.text).toContain('Open the request: https://hostel.example/management/admin/maintenance/req2');
  });
});

describe('the mail of an assignment', () => {
  const assigned = aRequest('2026-11-25T21:40:00.000Z', {
    id: 'req3',
    priority: 'high',
    block: 'C',
    description: 'The window <will not> close.',
  });

  it('tells the new assignee who gave them which request, its priority and the reporter’s words', () => {
    const mail = templates.assignedRepairMail(assigned, assignee, 'Efua Asante');

    expect(mail.to).toBe('kofi@hostel.example');
    expect(mail.subject).toBe('Assigned to you: Plumbing: Room C101');
    expect(mail.text).toContain('Hello Kofi Boateng,');
    expect(mail.text).toContain(
      'Efua Asante assigned you the maintenance request “Plumbing: Room C101” (block C), of high priority. Ama Mensah reported it on Wednesday, November 25, 2026 at 9:40 PM UTC, in their words:\n\nThe window <will not> close.',
    );
    expect(mail.text).toContain('Open the request: https://hostel.example/management/admin/maintenance/req3');
    expect(mail.text).toContain('You are told because the request is assigned to you.');
    expect(mail.html).toContain('The window &lt;will not&gt; close.');
  });
});

describe('the mail of a poor rating', () => {
  it('tells the assignee the score in numbers and words, the reporter’s comment, and leads to the request', () => {
    const mail = templates.poorRatingMail(request, assignee, { score: 2, comment: 'The tap drips again.' });

    expect(mail.to).toBe('kofi@hostel.example');
    expect(mail.subject).toBe('A repair was rated 2 of 5: Plumbing: Room A101');
    expect(mail.text).toContain(
      'Ama Mensah confirmed the repair of “Plumbing: Room A101” and rated it 2 of 5 (fair), in their words:\n\nThe tap drips again.',
    );
    expect(mail.text).toContain('Open the request: https://hostel.example/management/admin/maintenance/req1');
    expect(mail.text).toContain('You are told because the request is assigned to you.');
  });

  it('says when the reporter left no comment', () => {
    const mail = templates.poorRatingMail(request, assignee, { score: 1, comment: null });

    expect(mail.text).toContain('rated it 1 of 5 (poor), without a comment.');
  });

  it('carries the comment as text, never as markup', () => {
    const mail = templates.poorRatingMail(request, assignee, { score: 1, comment: '<b>bad</b>' });

    expect(mail.html).toContain('&lt;b&gt;bad&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>bad</b>');
  });
});
