import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as messages from '#contract/messages';
import type { HttpEvent, PipelineContext, RequestState } from './context.ts';
import { serviceUnavailable } from '../../platform/errors.ts';
import { requestSettings } from './request-settings.ts';

type Middleware = MiddlewareObj<HttpEvent, APIGatewayProxyStructuredResultV2, Error, PipelineContext>;

/** The hydration check reports the lockdown in its own words (docs/spec.md §8). */
const hydrationPath = '/auth/csrf-token';
/**
 * Every step of signing in: the password, the staff's second factor or its first enrolment, and a
 * passkey. Each step decides for itself who may sign in (assertMaySignIn), so a staff member can use a
 * tab a student left during the lockdown, and a student is told that sign-in is paused.
 */
const signInSteps = new Set([
  '/auth/login',
  '/auth/login/second-factor',
  '/auth/login/enrol-options',
  '/auth/login/enrol',
  '/auth/login/enrol-passkey/options',
  '/auth/login/enrol-passkey',
  '/auth/passkey/options',
  '/auth/login/passkey',
]);

/**
 * Whether this request comes from a student's tab: a live student session, or a genuine cookie of this
 * tab, signed in as a student, whose session is gone. The lockdown epoch revokes every student session,
 * so the call right after it carries exactly such a cookie; answering it with the lockdown (rather than
 * the 401 of a missing session) lets the browser show why it was signed out.
 */
function fromStudentTab({ session, claims }: RequestState): boolean {
  return (session?.role ?? claims?.role) === 'student';
}

/**
 * While the emergency lockdown is on, every request from a student's tab gets 503 with
 * emergencyLockdown. Staff and anonymous requests pass without reading the settings, so the guard costs
 * them nothing; registration checks the lockdown itself. It runs between authenticate and authorise:
 * a revoked student has no session, and authorise would answer 401.
 */
export const lockdownGuard = (): Middleware => ({
  before: async (request) => {
    if (!fromStudentTab(request.context.state)) return;
    const { route } = request.context.state;
    if (route.method === 'POST' && signInSteps.has(route.path)) return;
    const { emergencyLockdown } = await requestSettings(request.context.state);
    if (!emergencyLockdown.active) return;
    const hydration = route.method === 'GET' && route.path === hydrationPath;
    throw serviceUnavailable(hydration ? messages.lockdown.hydrate : messages.lockdown.loggedOut, {
      emergencyLockdown: true,
    });
  },
});
