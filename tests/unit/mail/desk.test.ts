import { beforeAll, describe, expect, it } from 'vitest';
import { setMailEnvironment } from './mail-environment.ts';
import type { Booking } from '#contract/bookings';
import { conditionItems, type CheckOut, type ConditionEntry } from '#contract/desk';

let templates: typeof import('../../../functions/domain/notifications/templates/desk.ts');

beforeAll(async () => {
  setMailEnvironment();
  templates = await import('../../../functions/domain/notifications/templates/desk.ts');
});

const booking = {
  id: '0123456789abcdef01234567',
  publicId: 'BK-7Q2',
  studentId: 's1',
  student: { id: 's1', publicId: 'ST-1', fullName: 'Ama Mensah', email: 'ama@example.edu' },
  room: { id: 'r1', publicId: 'RM-1', roomNumber: 'B12', roomType: 'Double', capacity: 2 },
  academicYear: '2026/2027',
  semester: 1,
} as Booking;
const items: ConditionEntry[] = conditionItems.map((item) => ({
  item,
  condition: item === 'Wardrobe' ? 'damaged' : 'good',
  note: item === 'Wardrobe' ? 'Door off' : '',
}));
const checkOut = (changes: Partial<CheckOut>): CheckOut => ({
  at: '2026-12-18T10:00:00.000Z',
  by: { id: 'a1', name: 'Desk' },
  keyReturned: true,
  items,
  deductions: [],
  depositHeld: 50_000,
  refunded: 50_000,
  currency: 'GHS',
  ...changes,
});

describe('the desk notices', () => {
  it('tell a checked-in student their key and the items not in good condition, leading to My Residence', () => {
    const notice = templates.checkedInNotice(booking, {
      at: '',
      by: { id: 'a1', name: null },
      keyNumber: 'K-9',
      items,
    });
    expect(notice).toMatchObject({ userId: 's1', category: 'bookings', link: '/student/residence' });
    expect(notice.mail.text).toContain('key K-9');
    expect(notice.mail.text).toContain('Wardrobe: Damaged (Door off)');
    expect(notice.mail.text).toContain('https://hostel.example/management/student/residence');
  });

  it('tell a checked-out student what was deducted and what comes back', () => {
    const mail = templates.checkedOutNotice(
      booking,
      checkOut({ deductions: [{ reason: 'Broken wardrobe door', amount: 12_000 }], refunded: 38_000 }),
    ).mail;
    expect(mail.text).toContain('Broken wardrobe door (GHS 120.00)');
    expect(mail.text).toContain('GHS 380.00 is credited to your account');
  });

  it('say a deposit is returned in full without deductions, and nothing of money without a deposit', () => {
    expect(templates.checkedOutNotice(booking, checkOut({})).mail.text).toContain(
      'Your deposit of GHS 500.00 is returned in full.',
    );
    const none = templates.checkedOutNotice(
      booking,
      checkOut({ currency: null, depositHeld: 0, refunded: 0 }),
    );
    expect(none.mail.text).not.toContain('deposit');
  });

  it('tell a student checked out without the inspection that the stay ended, claiming nothing of the key', () => {
    const mail = templates.checkedOutNotice(booking, checkOut({ keyReturned: null, items: [] })).mail;
    expect(mail.subject).toBe('You have been checked out of Room B12');
    expect(mail.text).toContain('checked you out of Room B12. Your stay for 2026/2027 semester 1 has ended.');
    expect(mail.text).not.toContain('key');
    expect(mail.text).toContain('Your deposit of GHS 500.00 is returned in full.');
  });
});
