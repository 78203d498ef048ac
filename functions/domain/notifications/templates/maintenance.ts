import {
  maintenanceCategoryLabels,
  maintenanceStatusLabels,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '#contract/maintenance';
import { composeMail, managementLink } from './layout.ts';

/** Where a request is, in words: "your room (A101)" or the common area the student named. */
export const placeOf = (request: Pick<MaintenanceRequest, 'location'>) =>
  request.location.kind === 'room'
    ? `room ${request.location.roomNumber ?? ''}`.trim()
    : (request.location.area ?? 'a common area');

const nextStep: Partial<Record<MaintenanceStatus, string>> = {
  resolved:
    'Staff consider the problem fixed. Please confirm the fix on the request, or reopen it if something is still wrong.',
  closed: 'The request is closed. If the problem comes back, please report it again.',
};

/** A request moved to another state: told to the student who reported it. */
export const maintenanceStatusMail = (
  request: Pick<MaintenanceRequest, 'id' | 'reporter' | 'category' | 'location'>,
  status: MaintenanceStatus,
  note: string,
) =>
  composeMail({
    to: request.reporter.email,
    greeting: `Hello ${request.reporter.fullName},`,
    subject: `Your maintenance request is now ${maintenanceStatusLabels[status].toLowerCase()}`,
    lines: [
      `Your ${maintenanceCategoryLabels[request.category].toLowerCase()} request for ${placeOf(request)} is now: ${maintenanceStatusLabels[status]}.`,
      ...(note ? ['A note from the hostel staff:', note] : []),
      ...(nextStep[status] ? [nextStep[status]] : []),
    ],
    action: { label: 'See the request', url: managementLink(`/student/maintenance/${request.id}`) },
    after: [],
  });
