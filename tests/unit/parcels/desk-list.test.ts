import { describe, expect, it } from 'vitest';
import { parcelListQuerySchema, type Parcel } from '../../../functions/contract/parcels.ts';
import * as z from '../../../functions/contract/zod.ts';
import { parcelListPage } from '../../../functions/domain/parcels/desk-list.ts';

const parcelOf = (
  id: string,
  name: string,
  room: string | null,
  carrier: string | null,
  at: string,
): Parcel => ({
  id,
  status: 'waiting',
  student: { id: `s${id}`, publicId: `S${id}`, fullName: name },
  room: room ? { roomNumber: room } : null,
  carrier,
  description: null,
  shelf: `A-${id}`,
  loggedAt: at,
  loggedBy: { id: 'staff', name: 'Kofi Mensah' },
  collected: null,
});

const parcels = [
  parcelOf('1', 'Ama Owusu', 'A101', 'DHL', '2026-10-01T10:00:00Z'),
  parcelOf('3', 'Efua Asante', null, null, '2026-10-03T10:00:00Z'),
  parcelOf('2', 'Kofi Mensah', 'B201', 'Ghana Post', '2026-10-02T10:00:00Z'),
];
const query = (input: Record<string, string>) => z.parse(parcelListQuerySchema, input);
const ids = (page: { parcels: Parcel[] }) => page.parcels.map((parcel) => parcel.id);

describe('the desk list of parcels', () => {
  it('lists the newest logged first', () => {
    expect(ids(parcelListPage(parcels, query({})))).toEqual(['3', '2', '1']);
  });

  it('finds a parcel by its student, room, carrier or shelf, in any case', () => {
    expect(ids(parcelListPage(parcels, query({ search: 'owusu' })))).toEqual(['1']);
    expect(ids(parcelListPage(parcels, query({ search: 'b201' })))).toEqual(['2']);
    expect(ids(parcelListPage(parcels, query({ search: 'ghana' })))).toEqual(['2']);
    expect(ids(parcelListPage(parcels, query({ search: 'a-3' })))).toEqual(['3']);
  });

  it('sorts by a column across pages, the parcels without a room last', () => {
    const first = parcelListPage(parcels, query({ sort: 'room', limit: '2' }));
    const second = parcelListPage(parcels, query({ sort: 'room', limit: '2', page: '2' }));
    expect([...ids(first), ...ids(second)]).toEqual(['1', '2', '3']);
    expect(first.pagination).toMatchObject({ total: 3, pages: 2 });
  });
});
