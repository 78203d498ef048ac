import {
  poorRepairScore,
  type MaintenanceRequest,
  type RepairRating,
  type RepairScore,
} from '#contract/maintenance';
import type { Actor } from '../../data/audit.ts';
import { countRatingItem } from '../../data/repair-ratings.ts';
import type { Notice } from '../notifications/notices.ts';
import { poorRatingMail } from '../notifications/templates/maintenance.ts';
import { staffNotices } from './change.ts';
import { moveRequest } from './move-request.ts';

/**
 * A poor rating, told to the staff member the request is assigned to while they are still active staff,
 * so the work is followed up; a good one, or a request nobody was assigned, tells no one.
 */
async function poorRatingNotices(request: MaintenanceRequest, rating: RepairRating): Promise<Notice[]> {
  if (rating.score > poorRepairScore || !request.assignee) return [];
  return staffNotices(request, request.assignee.id, (assignee) => poorRatingMail(request, assignee, rating));
}

/**
 * The reporter confirms the fix, which closes the request, and may rate the repair (docs/spec.md §16):
 * the rating is kept on the request and on the confirm's history line, counted in its month's ratings
 * and carried by the audit entry, all in the move's one transaction, so a confirm refused (closed
 * meanwhile, or by a second confirm) rates and counts nothing. `at` and `filed` as moveRequest's.
 */
export async function confirmRequest(input: {
  request: MaintenanceRequest;
  actor: Actor;
  rating?: { score: RepairScore; comment: string };
  at?: string;
  filed?: boolean;
}): Promise<MaintenanceRequest> {
  const { request, actor, filed } = input;
  const move = { request, to: 'closed', actor, as: 'reporter', note: '', filed } as const;
  if (!input.rating) return moveRequest({ ...move, at: input.at });
  const at = input.at ?? new Date().toISOString();
  const rating: RepairRating = { score: input.rating.score, comment: input.rating.comment || null, at };
  return moveRequest({
    ...move,
    at,
    extra: {
      changes: { rating },
      events: [],
      audit: { rating: rating.score, ...(rating.comment ? { comment: rating.comment } : {}) },
      notices: await poorRatingNotices(request, rating),
      event: { rating: rating.score, text: rating.comment },
      items: [countRatingItem(at, rating.score)],
    },
  });
}
