import { seriousViolations } from '../management/support.ts';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { aResolvedRepair } from './support.ts';

const phone = { viewport: { width: 375, height: 812 } };

describe('rating a repair', () => {
  it(
    'a student confirms with a poor rating and a comment, the history shows it, and the assignee’s bell tells them',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const { credentials, request, title } = await aResolvedRepair();
      const student = await signedInPage(credentials, { ...phone, at: `/student/maintenance/${request.id}` });
      await student.getByRole('heading', { name: 'Is it fixed?' }).waitFor();
      const rating = student.getByRole('group', { name: 'How was the repair? (optional)' });
      expect(await rating.getByRole('radio').count()).toBe(5);

      // A comment alone is asked for its rating; a rating chosen can be changed and cleared again.
      const comment = student.getByLabel('Anything to add about the repair? (optional)');
      await comment.fill('Still drips a little at night.');
      await student.getByRole('button', { name: 'Yes, it is fixed' }).click();
      await student.getByText('Choose a rating from 1 to 5 to go with your comment.').waitFor();
      await rating.locator('label', { hasText: 'Very good' }).click();
      expect(await rating.getByRole('radio', { name: '4 Very good' }).isChecked()).toBe(true);
      await rating.getByRole('button', { name: 'Clear the rating' }).click();
      expect(await rating.getByRole('radio', { checked: true }).count()).toBe(0);
      // By keyboard, as a radio group is: into the group, then along it with the arrows.
      await rating.locator('label', { hasText: 'Poor' }).click();
      await student.keyboard.press('ArrowRight');
      expect(await rating.getByRole('radio', { name: '2 Fair' }).isChecked()).toBe(true);
      expect(await seriousViolations(student), 'the confirm with a rating').toEqual([]);
      expect(await sidewaysScroll(student), 'the confirm with a rating').toBe(0);
      await screenshotsAtEachSize(student, 'repair-rating-confirm');

      await student.getByRole('button', { name: 'Yes, it is fixed' }).click();
      await student.getByText('Thank you: the request is closed').first().waitFor();
      const history = student.getByRole('list', { name: 'Request history' });
      await history.getByText('Confirmed, rated 2 of 5').waitFor();
      expect(await history.getByText('Still drips a little at night.').count()).toBe(1);
      expect(await student.getByText('2 of 5 (Fair)').count()).toBe(1);
      expect(await seriousViolations(student), 'the rated request').toEqual([]);
      await screenshotsAtEachSize(student, 'repair-rating-closed');

      // The assignee's bell has the notice, leading to the request.
      const admin = await signedInPage(demoAccount('admin'), { viewport: { width: 1280, height: 900 } });
      await admin.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
      await admin.getByRole('button', { name: `A repair was rated 2 of 5: ${title} (unread)` }).click();
      await admin.waitForURL(`**/management/admin/maintenance/${request.id}`);
      await admin.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await admin.getByText('2 of 5 (Fair)').count()).toBe(1);
      await screenshotsAtEachSize(admin, 'repair-rating-staff');

      // The queue's rating filter finds it among the closed repairs.
      await admin.goto(`${baseUrl}/management/admin/maintenance`);
      await admin.getByLabel('Rating').selectOption('poor');
      await admin.getByRole('link', { name: title, exact: true }).first().waitFor();
      expect(await seriousViolations(admin), 'the queue of poor ratings').toEqual([]);
      await screenshotsAtEachSize(admin, 'repair-rating-queue');

      await admin.goto(`${baseUrl}/management/admin`);
      await admin.getByText('Repairs rated this month').waitFor();
      await admin.getByText(/^From \d+ repairs?$/).waitFor();
      await screenshotsAtEachSize(admin, 'repair-rating-dashboard');
    },
  );

  it('keeps every choice’s word inside its box on the narrowest phones', async ({ signedInPage }) => {
    const { credentials, request } = await aResolvedRepair();
    const student = await signedInPage(credentials, { ...phone, at: `/student/maintenance/${request.id}` });
    const rating = student.getByRole('group', { name: 'How was the repair? (optional)' });
    await rating.waitFor();
    for (const width of [320, 375, 1280]) {
      await student.setViewportSize({ width, height: 812 });
      // "Excellent" ran over its box's edges at 320 px, and touched them at 375.
      const overflowing = await rating.locator('label').evaluateAll((labels) =>
        labels.flatMap((label) => {
          const box = label.getBoundingClientRect();
          const words = label.lastElementChild!.getBoundingClientRect();
          return words.left < box.left + 4 || words.right > box.right - 4 ? [label.textContent] : [];
        }),
      );
      expect(overflowing, `at ${width} px`).toEqual([]);
    }
  });

  it('leaves the focus on the request’s heading once a confirm takes the question away', async ({
    signedInPage,
  }) => {
    const { credentials, request, title } = await aResolvedRepair();
    const student = await signedInPage(credentials, { ...phone, at: `/student/maintenance/${request.id}` });
    const confirm = student.getByRole('button', { name: 'Yes, it is fixed' });
    await confirm.focus();
    await student.keyboard.press('Enter');
    await student.getByRole('heading', { name: 'Is it fixed?' }).waitFor({ state: 'detached' });
    // Its button went with the question: the focus fell to the page's body, and Tab started from the top.
    await expect.poll(() => hasFocus(student.getByRole('heading', { level: 1, name: title }))).toBe(true);
  });
});
