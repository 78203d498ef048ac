import {
  createDefaultUserAgentProvider,
  emitWarningIfUnsupportedVersion as awsCheckVersion,
  getDefaultSocketTimeout,
  getHostHeaderPlugin,
  getLoggerPlugin,
  getRecursionDetectionPlugin,
  getUserAgentPlugin,
  NODE_APP_ID_CONFIG_OPTIONS,
  resolveHostHeaderConfig,
  resolveUserAgentConfig,
} from '@aws-sdk/core/client';
import { AwsSdkSigV4Signer, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } from '@aws-sdk/core/httpAuthSchemes';
import { AwsJson1_0Protocol } from '@aws-sdk/core/protocols';
import { defaultProvider as credentialDefaultProvider } from '@aws-sdk/credential-provider-node';
import {
  getQueueUrlPlugin,
  getSendMessageBatchPlugin,
  resolveQueueUrlConfig,
} from '@aws-sdk/middleware-sdk-sqs';
import {
  DefaultIdentityProviderConfig,
  getHttpAuthSchemeEndpointRuleSetPlugin,
  getHttpSigningPlugin,
} from '@smithy/core';
import { Md5, Sha256 } from '@smithy/core/checksum';
import {
  Client,
  emitWarningIfUnsupportedVersion,
  loadConfigsForDefaultMode,
  makeBuilder,
  NoOpLogger,
} from '@smithy/core/client';
import {
  loadConfig,
  NODE_REGION_CONFIG_FILE_OPTIONS,
  NODE_REGION_CONFIG_OPTIONS,
  NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS,
  NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS,
  resolveDefaultsModeConfig,
  resolveRegionConfig,
} from '@smithy/core/config';
import { getEndpointPlugin, resolveEndpointConfig } from '@smithy/core/endpoints';
import { getContentLengthPlugin, parseUrl } from '@smithy/core/protocols';
import {
  DEFAULT_RETRY_MODE,
  getRetryPlugin,
  NODE_MAX_ATTEMPT_CONFIG_OPTIONS,
  NODE_RETRY_MODE_CONFIG_OPTIONS,
  resolveRetryConfig,
} from '@smithy/core/retry';
import { getSchemaSerdePlugin, TypeRegistry } from '@smithy/core/schema';
import { calculateBodyLength, fromBase64, fromUtf8, toBase64, toUtf8 } from '@smithy/core/serde';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
// The version alone, by name: esbuild then leaves the rest of package.json (2.4 KB) out of the bundle,
// which the SDK's default import of it keeps whole. Without `with { type: 'json' }`, which allows only
// the default import; this module only ever runs bundled.
import { version as clientVersion } from '../../../node_modules/@aws-sdk/client-sqs/package.json';
import {
  defaultSQSHttpAuthSchemeParametersProvider,
  defaultSQSHttpAuthSchemeProvider,
  resolveHttpAuthSchemeConfig,
} from '../../../node_modules/@aws-sdk/client-sqs/dist-es/auth/httpAuthSchemeProvider.js';
import { defaultEndpointResolver } from '../../../node_modules/@aws-sdk/client-sqs/dist-es/endpoint/endpointResolver.js';
import {
  commonParams,
  resolveClientEndpointParameters,
} from '../../../node_modules/@aws-sdk/client-sqs/dist-es/endpoint/EndpointParameters.js';
import * as errors from '../../../node_modules/@aws-sdk/client-sqs/dist-es/models/errors.js';
import { SQSServiceException } from '../../../node_modules/@aws-sdk/client-sqs/dist-es/models/SQSServiceException.js';
import { resolveRuntimeExtensions } from '../../../node_modules/@aws-sdk/client-sqs/dist-es/runtimeExtensions.js';

/**
 * Stands in for `@aws-sdk/client-sqs` inside the Lambda bundles (infra/cdk/bundling.ts): the client
 * with the one operation we call, SendMessageBatch (functions/platform/job-queue.ts). The SDK's client
 * reaches `schemas/schemas_0.js`, the schemas of all 23 SQS operations, which esbuild cannot leave out
 * for the reason ./ses-send-email.mjs gives: 9 KB of every Lambda that queues a job (the jobs worker
 * among them), of which SendMessageBatch needs a few structures.
 *
 * This is the SDK's `SQSClient` (SQSClient.js with runtimeConfig.js and runtimeConfig.shared.js of
 * 3.1169.0) over the schemas SendMessageBatch reaches and every SQS error, copied from schemas_0.js with
 * the shape names written out; the rest, the queue URL and MD5 checks of middleware-sdk-sqs among it, is
 * the SDK's own code. It reaches the package's own files by a relative path, as ./ses-send-email.mjs
 * does and for the same reason. tests/unit/infra/lambda-shims/sqs-send-message-batch.test.ts compares
 * these schemas and errors with the SDK's, so an SDK upgrade that changes them fails there;
 * tests/integration/bundles/shipped-bundles.test.ts queues jobs through the bundled Lambdas.
 */

const namespace = 'com.amazonaws.sqs';

/**
 * The errors SQS answers with (schemas_0.js): the SDK's class, the code and HTTP status of its AWS query
 * protocol where it has one, whether it carries a message. All are the client's fault. Each class is
 * named here, not looked up by name in the module, so the bundle has no object of all of them.
 */
const errorShapes = [
  [errors.BatchEntryIdsNotDistinct, ['AWS.SimpleQueueService.BatchEntryIdsNotDistinct', 400], true],
  [errors.BatchRequestTooLong, ['AWS.SimpleQueueService.BatchRequestTooLong', 400], true],
  [errors.EmptyBatchRequest, ['AWS.SimpleQueueService.EmptyBatchRequest', 400], true],
  [errors.InvalidAddress, ['InvalidAddress', 404], true],
  [errors.InvalidAttributeName, null, true],
  [errors.InvalidAttributeValue, null, true],
  [errors.InvalidBatchEntryId, ['AWS.SimpleQueueService.InvalidBatchEntryId', 400], true],
  [errors.InvalidIdFormat, null, false],
  [errors.InvalidMessageContents, null, true],
  [errors.InvalidSecurity, ['InvalidSecurity', 403], true],
  [errors.KmsAccessDenied, ['KMS.AccessDeniedException', 400], true],
  [errors.KmsDisabled, ['KMS.DisabledException', 400], true],
  [errors.KmsInvalidKeyUsage, ['KMS.InvalidKeyUsageException', 400], true],
  [errors.KmsInvalidState, ['KMS.InvalidStateException', 400], true],
  [errors.KmsNotFound, ['KMS.NotFoundException', 400], true],
  [errors.KmsOptInRequired, ['KMS.OptInRequired', 403], true],
  [errors.KmsThrottled, ['KMS.ThrottlingException', 400], true],
  [errors.MessageNotInflight, ['AWS.SimpleQueueService.MessageNotInflight', 400], false],
  [errors.OverLimit, ['OverLimit', 403], true],
  [errors.PurgeQueueInProgress, ['AWS.SimpleQueueService.PurgeQueueInProgress', 403], true],
  [errors.QueueDeletedRecently, ['AWS.SimpleQueueService.QueueDeletedRecently', 400], true],
  [errors.QueueDoesNotExist, ['AWS.SimpleQueueService.NonExistentQueue', 400], true],
  [errors.QueueNameExists, ['QueueAlreadyExists', 400], true],
  [errors.ReceiptHandleIsInvalid, ['ReceiptHandleIsInvalid', 404], true],
  [errors.RequestThrottled, ['RequestThrottled', 403], true],
  [errors.ResourceNotFoundException, ['ResourceNotFoundException', 404], true],
  [errors.TooManyEntriesInBatchRequest, ['AWS.SimpleQueueService.TooManyEntriesInBatchRequest', 400], true],
  [errors.UnsupportedOperation, ['AWS.SimpleQueueService.UnsupportedOperation', 400], true],
];

/**
 * The registries the protocol reads an error's class from, made on first use: nothing here runs at
 * import, so the Lambdas that reach this module without queueing leave it out of their bundles.
 */
let registries;
export function errorTypeRegistries() {
  if (registries) return registries;
  const serviceRegistry = new TypeRegistry(`smithy.ts.sdk.synthetic.${namespace}`);
  serviceRegistry.registerError(
    [-3, `smithy.ts.sdk.synthetic.${namespace}`, 'SQSServiceException', 0, [], []],
    SQSServiceException,
  );
  const errorRegistry = new TypeRegistry(namespace);
  for (const [error, queryError, withMessage] of errorShapes)
    errorRegistry.registerError(
      [
        -3,
        namespace,
        // The shape's name, from the class's own shape id (`com.amazonaws.sqs#QueueDoesNotExist`).
        error.shapeId.split('#')[1],
        queryError
          ? { awsQueryError: queryError, error: 'client', httpError: queryError[1] }
          : { error: 'client' },
        withMessage ? ['message'] : [],
        withMessage ? [0] : [],
      ],
      error,
    );
  registries = [serviceRegistry, errorRegistry];
  return registries;
}

export const BatchResultErrorEntry$ = [
  3,
  namespace,
  'BatchResultErrorEntry',
  0,
  ['Id', 'SenderFault', 'Code', 'Message'],
  [0, 2, 0, 0],
  3,
];
export const MessageAttributeValue$ = [
  3,
  namespace,
  'MessageAttributeValue',
  0,
  ['DataType', 'StringValue', 'BinaryValue', 'StringListValues', 'BinaryListValues'],
  [
    0,
    0,
    21,
    [() => StringList, { xmlFlattened: 1, xmlName: 'StringListValue' }],
    [() => BinaryList, { xmlFlattened: 1, xmlName: 'BinaryListValue' }],
  ],
  1,
];
export const MessageSystemAttributeValue$ = [
  3,
  namespace,
  'MessageSystemAttributeValue',
  0,
  ['DataType', 'StringValue', 'BinaryValue', 'StringListValues', 'BinaryListValues'],
  [
    0,
    0,
    21,
    [() => StringList, { xmlFlattened: 1, xmlName: 'StringListValue' }],
    [() => BinaryList, { xmlFlattened: 1, xmlName: 'BinaryListValue' }],
  ],
  1,
];
export const SendMessageBatchRequest$ = [
  3,
  namespace,
  'SendMessageBatchRequest',
  0,
  ['QueueUrl', 'Entries'],
  [0, [() => SendMessageBatchRequestEntryList, { xmlFlattened: 1, xmlName: 'SendMessageBatchRequestEntry' }]],
  2,
];
export const SendMessageBatchRequestEntry$ = [
  3,
  namespace,
  'SendMessageBatchRequestEntry',
  0,
  [
    'Id',
    'MessageBody',
    'DelaySeconds',
    'MessageAttributes',
    'MessageSystemAttributes',
    'MessageDeduplicationId',
    'MessageGroupId',
  ],
  [
    0,
    0,
    1,
    [() => MessageBodyAttributeMap, { xmlFlattened: 1, xmlName: 'MessageAttribute' }],
    [() => MessageBodySystemAttributeMap, { xmlFlattened: 1, xmlName: 'MessageSystemAttribute' }],
    0,
    0,
  ],
  2,
];
export const SendMessageBatchResult$ = [
  3,
  namespace,
  'SendMessageBatchResult',
  0,
  ['Successful', 'Failed'],
  [
    [() => SendMessageBatchResultEntryList, { xmlFlattened: 1, xmlName: 'SendMessageBatchResultEntry' }],
    [() => BatchResultErrorEntryList, { xmlFlattened: 1, xmlName: 'BatchResultErrorEntry' }],
  ],
  2,
];
export const SendMessageBatchResultEntry$ = [
  3,
  namespace,
  'SendMessageBatchResultEntry',
  0,
  [
    'Id',
    'MessageId',
    'MD5OfMessageBody',
    'MD5OfMessageAttributes',
    'MD5OfMessageSystemAttributes',
    'SequenceNumber',
  ],
  [0, 0, 0, 0, 0, 0],
  3,
];
export const BatchResultErrorEntryList = [
  1,
  namespace,
  'BatchResultErrorEntryList',
  0,
  () => BatchResultErrorEntry$,
];
export const BinaryList = [1, namespace, 'BinaryList', 0, [21, { xmlName: 'BinaryListValue' }]];
export const SendMessageBatchRequestEntryList = [
  1,
  namespace,
  'SendMessageBatchRequestEntryList',
  0,
  [() => SendMessageBatchRequestEntry$, 0],
];
export const SendMessageBatchResultEntryList = [
  1,
  namespace,
  'SendMessageBatchResultEntryList',
  0,
  () => SendMessageBatchResultEntry$,
];
export const StringList = [1, namespace, 'StringList', 0, [0, { xmlName: 'StringListValue' }]];
export const MessageBodyAttributeMap = [
  2,
  namespace,
  'MessageBodyAttributeMap',
  0,
  [0, { xmlName: 'Name' }],
  [() => MessageAttributeValue$, { xmlName: 'Value' }],
];
export const MessageBodySystemAttributeMap = [
  2,
  namespace,
  'MessageBodySystemAttributeMap',
  0,
  [0, { xmlName: 'Name' }],
  [() => MessageSystemAttributeValue$, { xmlName: 'Value' }],
];
export const SendMessageBatch$ = [
  9,
  namespace,
  'SendMessageBatch',
  0,
  () => SendMessageBatchRequest$,
  () => SendMessageBatchResult$,
];

export const SendMessageBatchCommand = /* @__PURE__ */ (() =>
  class SendMessageBatchCommand extends makeBuilder(
    commonParams,
    'AmazonSQS',
    'SQSClient',
    getEndpointPlugin,
  )(
    {},
    (Command, cs, config) => [getSendMessageBatchPlugin(config)],
    'SendMessageBatch',
    SendMessageBatch$,
  ) {})();

/** SQSClient.js's runtime configuration for Node (runtimeConfig.js over runtimeConfig.shared.js). */
function runtimeConfig(config) {
  emitWarningIfUnsupportedVersion(process.version);
  const defaultsMode = resolveDefaultsModeConfig(config);
  const defaultConfigProvider = () => defaultsMode().then(loadConfigsForDefaultMode);
  const logger = config?.logger ?? new NoOpLogger();
  awsCheckVersion(process.version);
  const loaderConfig = { profile: config?.profile, logger };
  const shared = {
    apiVersion: '2012-11-05',
    base64Decoder: config?.base64Decoder ?? fromBase64,
    base64Encoder: config?.base64Encoder ?? toBase64,
    disableHostPrefix: config?.disableHostPrefix ?? false,
    endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
    extensions: config?.extensions ?? [],
    httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultSQSHttpAuthSchemeProvider,
    httpAuthSchemes: config?.httpAuthSchemes ?? [
      {
        schemeId: 'aws.auth#sigv4',
        identityProvider: (ipc) => ipc.getIdentityProvider('aws.auth#sigv4'),
        signer: new AwsSdkSigV4Signer(),
      },
    ],
    logger,
    md5: config?.md5 ?? Md5,
    protocol: config?.protocol ?? AwsJson1_0Protocol,
    protocolSettings: config?.protocolSettings ?? {
      defaultNamespace: namespace,
      errorTypeRegistries: errorTypeRegistries(),
      version: '2012-11-05',
      serviceTarget: 'AmazonSQS',
      awsQueryCompatible: true,
    },
    serviceId: config?.serviceId ?? 'SQS',
    sha256: config?.sha256 ?? Sha256,
    urlParser: config?.urlParser ?? parseUrl,
    utf8Decoder: config?.utf8Decoder ?? fromUtf8,
    utf8Encoder: config?.utf8Encoder ?? toUtf8,
  };
  return {
    ...shared,
    ...config,
    runtime: 'node',
    defaultsMode,
    authSchemePreference:
      config?.authSchemePreference ?? loadConfig(NODE_AUTH_SCHEME_PREFERENCE_OPTIONS, loaderConfig),
    bodyLengthChecker: config?.bodyLengthChecker ?? calculateBodyLength,
    credentialDefaultProvider: config?.credentialDefaultProvider ?? credentialDefaultProvider,
    defaultSocketTimeout: getDefaultSocketTimeout(config?.requestHandler, 900_000),
    defaultUserAgentProvider:
      config?.defaultUserAgentProvider ??
      createDefaultUserAgentProvider({ serviceId: shared.serviceId, clientVersion }),
    maxAttempts: config?.maxAttempts ?? loadConfig(NODE_MAX_ATTEMPT_CONFIG_OPTIONS, config),
    region:
      config?.region ??
      loadConfig(NODE_REGION_CONFIG_OPTIONS, { ...NODE_REGION_CONFIG_FILE_OPTIONS, ...loaderConfig }),
    requestHandler: NodeHttpHandler.create(config?.requestHandler ?? defaultConfigProvider),
    retryMode:
      config?.retryMode ??
      loadConfig(
        {
          ...NODE_RETRY_MODE_CONFIG_OPTIONS,
          default: async () => (await defaultConfigProvider()).retryMode || DEFAULT_RETRY_MODE,
        },
        config,
      ),
    streamCollector: config?.streamCollector ?? streamCollector,
    useDualstackEndpoint:
      config?.useDualstackEndpoint ?? loadConfig(NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
    useFipsEndpoint:
      config?.useFipsEndpoint ?? loadConfig(NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
    userAgentAppId: config?.userAgentAppId ?? loadConfig(NODE_APP_ID_CONFIG_OPTIONS, loaderConfig),
  };
}

/** SQSClient.js: the same configuration steps and middleware, in the same order. */
export class SQSClient extends Client {
  config;
  constructor(configuration = {}) {
    const initial = runtimeConfig(configuration);
    super(initial);
    this.initConfig = initial;
    const config = resolveRuntimeExtensions(
      resolveHttpAuthSchemeConfig(
        resolveQueueUrlConfig(
          resolveEndpointConfig(
            resolveHostHeaderConfig(
              resolveRegionConfig(
                resolveRetryConfig(resolveUserAgentConfig(resolveClientEndpointParameters(initial))),
              ),
            ),
          ),
        ),
      ),
      configuration.extensions || [],
    );
    this.config = config;
    this.middlewareStack.use(getSchemaSerdePlugin(config));
    this.middlewareStack.use(getUserAgentPlugin(config));
    this.middlewareStack.use(getRetryPlugin(config));
    this.middlewareStack.use(getContentLengthPlugin(config));
    this.middlewareStack.use(getHostHeaderPlugin(config));
    this.middlewareStack.use(getLoggerPlugin(config));
    this.middlewareStack.use(getRecursionDetectionPlugin(config));
    this.middlewareStack.use(getQueueUrlPlugin(config));
    this.middlewareStack.use(
      getHttpAuthSchemeEndpointRuleSetPlugin(config, {
        httpAuthSchemeParametersProvider: defaultSQSHttpAuthSchemeParametersProvider,
        identityProviderConfigProvider: async (resolved) =>
          new DefaultIdentityProviderConfig({ 'aws.auth#sigv4': resolved.credentials }),
      }),
    );
    this.middlewareStack.use(getHttpSigningPlugin(config));
  }
}
