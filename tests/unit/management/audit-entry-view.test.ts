import { describe, expect, it } from 'vitest';
import {
  changesOf,
  recordName,
  recordPath,
} from '../../../management/src/features/audit/components/audit-entry-view.ts';
import { actionLabel, actorName } from '../../../management/src/lib/audit-words.ts';
import { formatDateTime } from '../../../management/src/lib/dates.ts';

describe('an audit entry as the trail shows it', () => {
  it('names the action in words', () => {
    expect(actionLabel('booking.cancel')).toBe('Booking: Cancelled');
    expect(actionLabel('emergency.activate')).toBe('Emergency: Activated');
    expect(actionLabel('room.changeStatus')).toBe('Room: Change status');
  });

  it('lists only the fields whose values changed', () => {
    expect(
      changesOf({
        before: { active: false, changedBy: 'Abena', reason: '' },
        after: { active: true, changedBy: 'Abena', reason: 'Flood' },
      }),
    ).toEqual([
      { field: 'Active', before: 'No', after: 'Yes' },
      { field: 'Reason', before: '—', after: 'Flood' },
    ]);
  });

  it('writes values out for reading: yes or no, a list by its items, a moment in the reader’s time', () => {
    const at = '2026-12-02T00:52:40.518Z';
    expect(
      changesOf({
        before: null,
        after: { pinned: true, roomTypes: ['Single', 'Double'], publishAt: at, arrival: '2026-12-04' },
      }),
    ).toEqual([
      { field: 'Pinned', before: '—', after: 'Yes' },
      { field: 'Room types', before: '—', after: 'Single, Double' },
      { field: 'Publish at', before: '—', after: formatDateTime(at) },
      { field: 'Arrival', before: '—', after: '2026-12-04' },
    ]);
  });

  it('shows a creation as every field going from nothing to its value', () => {
    expect(changesOf({ before: null, after: { fullName: 'Kofi', role: 'admin' } })).toEqual([
      { field: 'Full name', before: '—', after: 'Kofi' },
      { field: 'Role', before: '—', after: 'admin' },
    ]);
  });

  it('hides no text that merely looks like an id, so a name changed to one still shows', () => {
    expect(
      changesOf({ before: { fullName: 'Ama Mensah' }, after: { fullName: '0123456789abcdef01234567' } }),
    ).toEqual([{ field: 'Full name', before: 'Ama Mensah', after: '0123456789abcdef01234567' }]);
  });

  it('shows no internal ids: id fields and id values are left out, records read by name', () => {
    expect(
      changesOf({
        before: { roomId: '0123456789abcdef01234567', roomNumber: 'A101' },
        after: {
          roomId: '76543210fedcba9876543210',
          roomNumber: 'B202',
          swappedWith: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        },
      }),
    ).toEqual([{ field: 'Room number', before: 'A101', after: 'B202' }]);
    expect(recordName({ type: 'room', id: '0123456789abcdef01234567', name: null })).toBe(
      'Room no longer on record',
    );
    expect(recordName({ type: 'booking', id: 'x', name: 'Ama Mensah, Room A101' })).toBe(
      'Ama Mensah, Room A101',
    );
    expect(actorName({ id: '0123456789abcdef01234567', role: 'admin', name: null })).toBe(
      'Admin, account deleted',
    );
  });

  it('links each record that has a screen: a repair to its request, a student’s money to their Money tab, an announcement to it', () => {
    const id = '0123456789abcdef01234567';
    expect(recordPath({ type: 'maintenance', id, name: 'Plumbing: Room A205' })).toBe(
      `/admin/maintenance/${id}`,
    );
    expect(recordPath({ type: 'money', id, name: 'Yaw Quaye' })).toBe(`/admin/students/${id}?tab=money`);
    expect(recordPath({ type: 'waitlist', id, name: 'Kwadwo Nyarko' })).toBe(`/admin/students/${id}`);
    expect(recordPath({ type: 'student', id, name: 'Yaw Quaye' })).toBe(`/admin/students/${id}`);
    expect(recordPath({ type: 'announcement', id, name: 'Water off' })).toBe(`/admin/announcements/${id}`);
    // An account deleted since has no screen left: it is named, with what became of it.
    for (const type of ['admin', 'student', 'money', 'waitlist']) {
      const gone = { type, id, name: 'Ama Gone', deleted: true };
      expect(recordPath(gone), type).toBeNull();
      expect(recordName(gone), type).toBe('Ama Gone (account deleted)');
    }
    // A parcel has no screen of its own.
    expect(recordPath({ type: 'parcel', id, name: 'Parcel for Kojo Darko' })).toBeNull();
  });
});
