import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { Route } from '../../routes.ts';
import type { Session } from '../../data/sessions.ts';
import type { Settings } from '../../data/settings.ts';
import type { SessionClaims } from '../session/token.ts';

/** What the pipeline learns about a request before the operation runs. */
export interface RequestState {
  route: Route;
  /** The tab the call was made from; undefined on the plain /api base. */
  tabId: string | undefined;
  /** The verified claims of this tab's session cookie, even when the session item is gone. */
  claims: SessionClaims | null;
  session: Session | null;
  /** Why the tab's session ended on this very request: it had been idle too long (staff). */
  sessionEnded?: 'idle';
  /** The JSON body, parsed; undefined when the request had none. */
  body: unknown;
  /** The viewer's IP as CloudFront saw it (functions/platform/edge.ts). */
  clientIp: string;
  /** The settings, once a guard has read them: the lockdown and maintenance guards share one read. */
  settings?: Promise<Settings>;
}

export type PipelineContext = Context & { state: RequestState };
export type HttpEvent = APIGatewayProxyEventV2;
