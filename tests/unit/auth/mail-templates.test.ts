import { beforeAll, describe, expect, it } from 'vitest';
import { setMailEnvironment } from '../mail/mail-environment.ts';
import type { Mail } from '../../../functions/platform/mail.ts';

let templates: {
  verifyEmailMail: (input: { to: string; fullName: string; token: string }) => Mail;
  resetPasswordMail: (input: { to: string; fullName: string; token: string }) => Mail;
  adminInviteMail: (input: {
    to: string;
    fullName: string;
    role: 'admin' | 'super_admin';
    token: string;
  }) => Mail;
  registrationAttemptMail: (input: { to: string; fullName: string }) => Mail;
};

beforeAll(async () => {
  setMailEnvironment();
  templates = {
    ...(await import('../../../functions/domain/notifications/templates/verify-email.ts')),
    ...(await import('../../../functions/domain/notifications/templates/reset-password.ts')),
    ...(await import('../../../functions/domain/notifications/templates/admin-invite.ts')),
    ...(await import('../../../functions/domain/notifications/templates/registration-attempt.ts')),
  };
});

describe('the account emails', () => {
  it('carry the verification link to the management app, in HTML and in text, with the hostel name', () => {
    const mail = templates.verifyEmailMail({ to: 'ama@example.edu', fullName: 'Ama', token: 'tok_en-1' });
    const link = 'https://hostel.example/management/verify-email/confirm#token=tok_en-1';
    expect(mail.to).toBe('ama@example.edu');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Northgate Hostel');
    expect(mail.text).toContain('Northgate Hostel');
    expect(mail.text).toContain('expires in 24 hours');
  });

  it('link a reset and an admin invite to the reset screen with the token in the fragment, never the query', () => {
    const reset = templates.resetPasswordMail({ to: 'a@example.edu', fullName: 'A', token: 'abc' });
    const invite = templates.adminInviteMail({
      to: 'b@example.edu',
      fullName: 'B',
      role: 'super_admin',
      token: 'def',
    });
    expect(reset.text).toContain('https://hostel.example/management/reset-password#token=abc');
    expect(invite.text).toContain('https://hostel.example/management/reset-password#token=def');
    expect(invite.text).toContain('a super admin');
    for (const mail of [reset, invite]) expect(`${mail.text}${mail.html}`).not.toMatch(/[?&]token=/);
  });

  it('escape what a user typed in the HTML part', () => {
    const mail = templates.registrationAttemptMail({
      to: 'x@example.edu',
      fullName: '<img src=x onerror=alert(1)>',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
