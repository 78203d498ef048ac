import { maintenanceCommentSchema } from '#contract/maintenance';
import * as messages from '#contract/messages';
import { actorOf } from '../../data/audit.ts';
import { commentOnRequest, commentsPerStudent } from '../../domain/maintenance/comment-on-request.ts';
import { forbidden } from '../../platform/errors.ts';
import { signedIn } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { countRequest } from '../http/throttle.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { onMaintenanceRequest, reportersEvent, reportersView } from './find-request.ts';

/**
 * POST /maintenance/{id}/comments: the reporter or staff add a comment. Staff may keep theirs internal
 * (never shown to the student); a student asking for that is refused rather than silently published.
 * A student's 31st comment in an hour is refused with 429 and Retry-After.
 */
export const addMaintenanceComment = onMaintenanceRequest({
  route: 'POST /maintenance/{id}/comments',
  access: signedIn,
  body: maintenanceCommentSchema,
  handle: async ({ record: { request }, body, session }) => {
    if (session.role === 'student') {
      if (body.internal) throw forbidden(messages.maintenance.internalForStaff);
      await countRequest([commentsPerStudent, session.userId]);
    }
    const { request: changed, comment } = await commentOnRequest({
      request,
      actor: actorOf(session),
      text: body.text,
      internal: body.internal,
    });
    return reply(
      {
        request: asSeenBy(session, changed, reportersView),
        comment: asSeenBy(session, comment, reportersEvent),
        message: messages.maintenance.commented,
      },
      { status: 201 },
    );
  },
});
