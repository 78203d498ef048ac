import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '#contract/notifications';
import { issueToken, tokenLifetimeSeconds } from '../../../functions/data/tokens.ts';
import { noticeOf, tellOfCommitted } from '../../../functions/domain/notifications/notices.ts';
import { nonePersonal, personalItemsOf } from '../../support/account-items.ts';
import { staffWithTotp } from '../../support/auth.ts';
import { call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { signedInAs, signedInTab } from '../../support/sessions.ts';

describe('deleting a staff member', () => {
  it('erases their notification centre, links and second factors with the account', async () => {
    const staff = await staffWithTotp();
    const tab = await signedInTab(staff);
    const subject = 'Urgent: no water in Block A';
    await tellOfCommitted([
      noticeOf(staff.id, 'maintenance', {
        to: staff.email,
        subject,
        text: subject,
        html: `<p>${subject}</p>`,
      }),
    ]);
    await call(tab, 'PUT', '/notifications/preferences', { ...defaultPreferences, maintenance: 'app' });
    await jobsSettled();
    await call(tab, 'POST', '/notifications/read-all');
    await issueToken('undo-email-change', staff, tokenLifetimeSeconds.undoEmailChange, {
      oldEmail: staff.email,
    });
    const before = await personalItemsOf(staff.id);
    expect(before.centre.map((item) => item.SK)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^N#/), 'PREFERENCES', 'READMARK']),
    );
    expect([before.links.length, before.credentials.length > 1]).toEqual([1, true]);
    const superAdmin = await signedInAs('super_admin');

    expect((await call(superAdmin, 'DELETE', `/super-admin/admins/${staff.id}`)).status).toBe(200);
    expect((await jobsSettled()).deadLetters).toBe(0);

    expect(await personalItemsOf(staff.id)).toEqual(nonePersonal);
  });
});
