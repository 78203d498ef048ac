import type { RoomType, RoomTypeDetailsInput } from '#contract/rooms';
import type { RollOverProgress, SettingsUpdate, SettingsWriteResponse } from '#contract/settings';
import type { PhotoContentType, UploadForm } from '#contract/uploads';
import { useQuery } from '@tanstack/react-query';
import { rollOverPollMs } from '../../../config/constants.ts';
import { api } from '../../../lib/api.ts';
import { getStaffSettings, staffSettingsKey } from '../../../lib/staff-settings.ts';

/** The staff settings; asked again every few seconds while a semester roll-over runs, for its progress. */
export function useSettings() {
  return useQuery({
    queryKey: staffSettingsKey,
    queryFn: getStaffSettings,
    refetchInterval: (query) => (isRunning(query.state.data?.rollOver) ? rollOverPollMs : false),
  });
}

const isRunning = (rollOver: RollOverProgress | null | undefined) => rollOver?.status === 'running';

export const setRegistration = (isOpen: boolean) =>
  api.put<SettingsWriteResponse>('/settings/registration', { isOpen });
export const setMaintenance = (isEnabled: boolean, message: string) =>
  api.put<SettingsWriteResponse>('/settings/maintenance', { isEnabled, message });
export const updateSettings = (changes: SettingsUpdate) =>
  api.put<SettingsWriteResponse>('/settings', changes);

export const saveRoomTypeDetails = (name: string, details: RoomTypeDetailsInput) =>
  api.put<{ roomType: RoomType; message: string }>(
    `/settings/room-types/${encodeURIComponent(name)}`,
    details,
  );

/** A form to post one photo of a room type straight to the uploads bucket (decision 0044). */
export const requestRoomPhotoForm = async (contentType: PhotoContentType) =>
  (await api.post<{ upload: UploadForm }>('/settings/room-photo-uploads', { contentType })).upload;
