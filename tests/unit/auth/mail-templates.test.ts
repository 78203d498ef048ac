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
  passkeyAddedMail: typeof import('../../../functions/domain/notifications/templates/passkey-added.ts').passkeyAddedMail;
};

beforeAll(async () => {
  setMailEnvironment();
  templates = {
    ...(await import('../../../functions/domain/notifications/templates/verify-email.ts')),
    ...(await import('../../../functions/domain/notifications/templates/reset-password.ts')),
    ...(await import('../../../functions/domain/notifications/templates/admin-invite.ts')),
    ...(await import('../../../functions/domain/notifications/templates/registration-attempt.ts')),
    ...(await import('../../../functions/domain/notifications/templates/passkey-added.ts')),
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

  it('tell the owner of a passkey added: which one, when, from where, and how to take it away', () => {
    const mail = templates.passkeyAddedMail({
      to: 'ama@example.edu',
      fullName: 'Ama',
      passkeyName: 'Passkey added 2027-03-05',
      addedAt: '2027-03-05T14:30:00.000Z',
      addedFrom: 'the address 203.0.113.7',
      profilePath: '/student/profile',
    });
    expect(mail.subject).toBe('A passkey was added to your Northgate Hostel account');
    expect(mail.text).toContain(
      'A passkey named "Passkey added 2027-03-05" was added to your Northgate Hostel account on Friday, March 5, 2027 at 2:30 PM UTC, from the address 203.0.113.7.',
    );
    // A reset keeps passkeys, so the mail says so and how to remove one.
    expect(mail.text).toContain('Changing or resetting your password alone does not remove it.');
    expect(mail.html).toContain('href="https://hostel.example/management/student/profile"');
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
