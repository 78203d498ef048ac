import { baseUrl, demoAccount, describe, expect, it } from '../support/fixture.ts';
import { verifiedStudent } from './support.ts';

// A list's filters live in the URL, which the router changes in a transition after each key. Typed at
// full speed, as a fast typist, a paste by keys or a barcode reader does, every key must still land.
describe('typing into a list’s filter at full speed', () => {
  it('keeps every key in the student’s room search', async ({ signedInPage }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), { at: '/student/rooms' });
    const search = page.getByLabel('Search', { exact: true });
    await search.pressSequentially('ZZ9 blocks');
    await page.waitForURL(`${baseUrl}/management/student/rooms?search=ZZ9+blocks`);
    await expect.poll(() => search.inputValue()).toBe('ZZ9 blocks');
  });

  // The URL keeps the search trimmed: the space typed between two words must stay in the box all the same.
  it('keeps every key, spaces too, in an admin list’s search', async ({ signedInPage }) => {
    const page = await signedInPage(demoAccount('admin'), { at: '/admin/rooms' });
    const search = page.getByLabel('Search rooms');
    await search.pressSequentially('A10 x');
    await page.waitForURL(`${baseUrl}/management/admin/rooms?search=A10+x`);
    await expect.poll(() => search.inputValue()).toBe('A10 x');
  });
});
