import type { AuditListResponse } from '#contract/audit';
import type { StaffSettings } from '#contract/settings';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking, Pagination, Room } from '../../../types/api.ts';

/** Every room, a hundred at a time (the API's largest page): occupancy needs them all. */
export async function getAllRooms(): Promise<Room[]> {
  const rooms: Room[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.get<{ rooms: Room[]; pagination: Pagination }>(`/rooms?page=${page}&limit=100`);
    rooms.push(...result.rooms);
    if (page >= result.pagination.pages) return rooms;
  }
}

export function useAllRooms() {
  return useQuery('dashboard:rooms', getAllRooms);
}

export function useSettings() {
  return useQuery('/settings', () => api.get<{ settings: StaffSettings }>('/settings'));
}

/** Bookings of the current academic period (GET /bookings reads the current one by default). */
export function usePeriodBookings() {
  return useQuery('dashboard:bookings', async () => {
    const [all, active] = await Promise.all([
      api.get<{ bookings: Booking[]; pagination: Pagination }>('/bookings?page=1&limit=6'),
      api.get<{ bookings: Booking[]; pagination: Pagination }>('/bookings?page=1&limit=1&status=active'),
    ]);
    return { latest: all.bookings, total: all.pagination.total, active: active.pagination.total };
  });
}

/** The audit trail's newest entries: super admins only (GET /audit), so only their dashboard asks. */
export function useRecentAudit() {
  return useQuery('/audit?page=1&limit=8', () => api.get<AuditListResponse>('/audit?page=1&limit=8'));
}
