import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as messages from '#contract/messages';
import { isWrite } from '../../routes.ts';
import type { HttpEvent, PipelineContext } from './context.ts';
import { serviceUnavailable } from '../../platform/errors.ts';
import { requestSettings } from './request-settings.ts';

/**
 * Maintenance mode (docs/spec.md §1): while it is on, students may read but not book or change anything;
 * their writes get 503 with the maintenance message and `maintenanceMode: true`. Staff work normally.
 * Signing in and out (the auth domain) stays open so a student is never stuck in a session.
 */
export const maintenanceGuard = (): MiddlewareObj<
  HttpEvent,
  APIGatewayProxyStructuredResultV2,
  Error,
  PipelineContext
> => ({
  before: async (request) => {
    const { route, session } = request.context.state;
    if (session?.role !== 'student' || !isWrite(route.method) || route.domain === 'auth') return;
    const settings = await requestSettings(request.context.state);
    if (!settings.maintenanceMode) return;
    throw serviceUnavailable(settings.maintenanceMessage || messages.common.maintenanceDefault, {
      maintenanceMode: true,
    });
  },
});
