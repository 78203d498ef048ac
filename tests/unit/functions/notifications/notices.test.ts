import { describe, expect, it } from 'vitest';
import { defaultPreferences, mailsFor } from '../../../../functions/contract/notifications.ts';
import { firstIdAt, isInternalId, lastIdAt, newTimeOrderedId } from '../../../../functions/data/ids.ts';

describe('which notices are mailed', () => {
  it('mails every category by default', () => {
    for (const category of ['bookings', 'waitlist', 'payments', 'maintenance', 'announcements'] as const)
      expect(mailsFor(defaultPreferences, category)).toBe(true);
  });

  it('keeps a category in the app when the user chose so', () => {
    expect(mailsFor({ ...defaultPreferences, bookings: 'app' }, 'bookings')).toBe(false);
    expect(mailsFor({ ...defaultPreferences, bookings: 'app' }, 'waitlist')).toBe(true);
  });

  it('mails account (security) notices whatever the user chose', () => {
    const nothingByMail = Object.fromEntries(
      Object.keys(defaultPreferences).map((category) => [category, 'app']),
    ) as typeof defaultPreferences;
    expect(mailsFor(nothingByMail, 'account')).toBe(true);
  });
});

describe('time-ordered ids', () => {
  it('are internal ids that sort by the moment they were made', () => {
    const earlier = newTimeOrderedId(new Date('2026-01-01T00:00:00.000Z'));
    const later = newTimeOrderedId(new Date('2026-01-01T00:00:00.001Z'));
    expect(isInternalId(earlier) && isInternalId(later)).toBe(true);
    expect(earlier < later).toBe(true);
  });

  it('fall between the first and last id of their moment', () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const id = newTimeOrderedId(at);
    expect(firstIdAt(at) <= id && id <= lastIdAt(at)).toBe(true);
    expect(lastIdAt(at) < firstIdAt(new Date(at.getTime() + 1))).toBe(true);
  });
});
