import { appBasename } from '#contract/app-paths';
import { unsubscribePath } from '#contract/link-tokens';
import * as messages from '#contract/messages';
import { unsubscribeClaims } from '#contract/notifications';
import * as z from '#contract/zod';
import { badRequest } from '../../platform/errors.ts';
import { unsubscribe } from '../../domain/notifications/unsubscribe.ts';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';

const tokenParams = z.object({
  token: z.string().check(z.maxLength(200, messages.notifications.unsubscribeInvalid)),
});

/**
 * POST /notifications/unsubscribe/{token} (public, plain): the one-click unsubscribe of RFC 8058, the
 * address of a notice mail's List-Unsubscribe header. A mail provider posts `List-Unsubscribe=One-Click`
 * with no cookies; the confirm page posts nothing. Either way the signed token is the whole authority:
 * its user's mail of its category turns to the app only, as My Profile would (docs/spec.md §18).
 */
export const unsubscribeOperation = defineOperation({
  route: 'POST /notifications/unsubscribe/{token}',
  access: 'public',
  plain: true,
  oneClick: true,
  params: tokenParams,
  handle: ({ params }) => unsubscribe(params.token),
});

/**
 * GET /notifications/unsubscribe/{token} (public, plain): what a link scanner, or a mail client older
 * than one-click, fetches at that address. It changes nothing and sends a browser on to the confirm page,
 * the token in the fragment as every mailed link carries it; what is not even of a token's shape is 400.
 */
export const unsubscribePageOperation = defineOperation({
  route: 'GET /notifications/unsubscribe/{token}',
  access: 'public',
  plain: true,
  params: tokenParams,
  handle: async ({ params }) => {
    if (!unsubscribeClaims(params.token)) throw badRequest(messages.notifications.unsubscribeInvalid);
    return reply(undefined, {
      status: 303,
      headers: { location: `${appBasename}${unsubscribePath(params.token)}`, 'cache-control': 'no-store' },
    });
  },
});
