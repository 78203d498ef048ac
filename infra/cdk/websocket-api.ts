import { Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/**
 * The stage is named after the path the CDN serves it under, so CloudFront forwards /ws unchanged and
 * API Gateway reads the path as the stage.
 */
export const webSocketStageName = 'ws';

export const webSocketRouteKeys = ['$connect', '$disconnect', '$default'] as const;

/** The WebSocket API. Its routes are attached once the realtime Lambda (which needs the stage) exists. */
export class ProductWebSocketApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'Api');
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: webSocketStageName,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
    Validations.of(this.stage).acknowledge(
      {
        id: 'AwsSolutions-APIG1',
        reason:
          'WebSocket access logs need the account-wide API Gateway CloudWatch role, a setting this stack does not own; the realtime Lambda logs every connection.',
      },
      {
        id: 'Serverless-APIGWAccessLogging',
        reason: 'See AwsSolutions-APIG1: no access log on the WebSocket stage.',
      },
    );
  }

  /** $connect, $disconnect and $default all go to the realtime Lambda, which tells them apart. */
  routeTo(handler: IFunction): void {
    for (const routeKey of webSocketRouteKeys) {
      const route = this.api.addRoute(routeKey, {
        integration: new WebSocketLambdaIntegration(`${routeKey.slice(1)}Integration`, handler),
      });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'The realtime Lambda authenticates $connect with a short-lived ticket from the signed-in API.',
      });
    }
  }
}
