/**
 * Stands in for `@smithy/core/event-streams` inside the Lambda bundles (infra/cdk/bundling.ts). The SDK's
 * protocols load it (a dynamic import, which a single-file bundle inlines) only for an operation that
 * streams events, and no call of ours does: DynamoDB, SQS, SES, and the WebSocket management API answer
 * plain JSON. It is about 15 KB of every bundle and of every cold start.
 */
const notBundled = () => {
  throw new Error(
    'Event streams are not bundled into the Lambdas (infra/cdk/lambda-shims/no-event-streams.ts)',
  );
};

export const eventStreamSerdeProvider = notBundled;

export class EventStreamSerde {
  constructor() {
    notBundled();
  }
}
