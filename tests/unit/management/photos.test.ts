import { describe, expect, it } from 'vitest';
import { conditionItems, type BookingStayForStudent } from '../../../functions/contract/desk.ts';
import { photoLongestSide, type PhotoLink } from '../../../functions/contract/uploads.ts';
import { fittedSize, photoLinksRefetchMs, stayPhotosRefetch } from '../../../management/src/lib/photos.ts';

/** The size a photo is redrawn at before upload (the redrawing itself is held by the e2e test). */
describe('a resized photo', () => {
  it('has its longest side brought down to the limit, keeping its shape', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: photoLongestSide, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: photoLongestSide });
  });

  it('is never enlarged', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least one pixel on a very thin side', () => {
    expect(fittedSize(100_000, 10)).toEqual({ width: photoLongestSide, height: 1 });
  });
});

/** A stay as the booking's student reads it, its only photo on the room they left by a move. */
const stayWithARoomLeft = (photos: PhotoLink[]): BookingStayForStudent => {
  const items = conditionItems.map((item) => ({ item, condition: 'good' as const, note: '' }));
  return {
    bookingId: 'b1',
    arrival: null,
    departure: null,
    ownDates: false,
    checkIn: null,
    earlierCheckIns: [
      {
        at: '2026-09-01T10:00:00.000Z',
        by: { name: 'Ama' },
        keyNumber: 'K-1',
        items,
        answer: null,
        room: { roomNumber: 'A1' },
        movedAt: '2026-10-01T10:00:00.000Z',
        movedTo: { roomNumber: 'B2' },
        leaving: {
          by: { name: 'Kofi' },
          keyReturned: true,
          items: items.map((entry) => (entry.item === 'Wardrobe' ? { ...entry, photos } : entry)),
        },
      },
    ],
    checkOut: null,
  };
};
const refetchOf = (stay: BookingStayForStudent) =>
  stayPhotosRefetch({ state: { data: { stay, deposit: { held: 0, currency: null } } } });

describe('a stay whose reports show photos through signed links', () => {
  it('is read again before they expire when the only photo is of a room left by a move', () => {
    const photo = { url: 'https://uploads.example/a', expiresAt: '2026-10-01T10:10:00.000Z' };
    expect(refetchOf(stayWithARoomLeft([photo]))).toBe(photoLinksRefetchMs);
  });

  it('is not read again when no report has a photo', () => {
    expect(refetchOf(stayWithARoomLeft([]))).toBe(false);
  });
});
