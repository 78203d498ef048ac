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
import {
  AwsSdkSigV4ASigner,
  AwsSdkSigV4Signer,
  NODE_AUTH_SCHEME_PREFERENCE_OPTIONS,
  NODE_SIGV4A_CONFIG_OPTIONS,
} from '@aws-sdk/core/httpAuthSchemes';
import { AwsRestJsonProtocol } from '@aws-sdk/core/protocols';
import { defaultProvider as credentialDefaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4MultiRegion } from '@aws-sdk/signature-v4-multi-region';
import {
  DefaultIdentityProviderConfig,
  getHttpAuthSchemeEndpointRuleSetPlugin,
  getHttpSigningPlugin,
} from '@smithy/core';
import { Sha256 } from '@smithy/core/checksum';
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
// The version alone, by name: esbuild then leaves the rest of package.json (1.9 KB) out of the bundle,
// which the SDK's default import of it keeps whole. Without `with { type: 'json' }`, which allows only
// the default import; this module only ever runs bundled.
import { version as clientVersion } from '../../../node_modules/@aws-sdk/client-sesv2/package.json';
import {
  defaultSESv2HttpAuthSchemeParametersProvider,
  defaultSESv2HttpAuthSchemeProvider,
  resolveHttpAuthSchemeConfig,
} from '../../../node_modules/@aws-sdk/client-sesv2/dist-es/auth/httpAuthSchemeProvider.js';
import { defaultEndpointResolver } from '../../../node_modules/@aws-sdk/client-sesv2/dist-es/endpoint/endpointResolver.js';
import {
  commonParams,
  resolveClientEndpointParameters,
} from '../../../node_modules/@aws-sdk/client-sesv2/dist-es/endpoint/EndpointParameters.js';
import * as errors from '../../../node_modules/@aws-sdk/client-sesv2/dist-es/models/errors.js';
import { SESv2ServiceException } from '../../../node_modules/@aws-sdk/client-sesv2/dist-es/models/SESv2ServiceException.js';
import { resolveRuntimeExtensions } from '../../../node_modules/@aws-sdk/client-sesv2/dist-es/runtimeExtensions.js';

/**
 * Stands in for `@aws-sdk/client-sesv2` inside the Lambda bundles (infra/cdk/bundling.ts): the client
 * with the one operation we call, SendEmail (functions/platform/mail.ts). The SDK's own client module
 * reaches `schemas/schemas_0.js`, the schemas of all 100-odd SES operations, and esbuild cannot leave
 * the unused ones out: each operation's schema is an array holding `{ [_h]: [...] }`, and a computed
 * key counts as a possible side effect, so every schema stays, with every structure it names. That was
 * 47 KB of the jobs and admins bundles, for the 4 KB SendEmail needs.
 *
 * This is the SDK's `SESv2Client` (SESv2Client.js with runtimeConfig.js and runtimeConfig.shared.js of
 * 3.1169.0) over the schemas SendEmail reaches, copied from schemas_0.js with the shape names written
 * out; the rest is the SDK's own code. It is JavaScript like the SDK files it copies, and it reaches the
 * package's own files by a relative path because the alias would turn `@aws-sdk/client-sesv2/...` into
 * this file too. tests/unit/infra/lambda-shims/ses-send-email.test.ts compares these schemas with the
 * SDK's, so an SDK upgrade that changes them fails there; tests/integration/bundles/shipped-bundles.test.ts
 * sends a mail through the bundled jobs worker.
 */

const namespace = 'com.amazonaws.sesv2';

/**
 * The errors SES answers with: the SDK's class, whose fault, HTTP status (schemas_0.js). Each class is
 * named here, not looked up by name in the module, so the bundle has no object of all of them.
 */
const errorShapes = [
  [errors.AccountSuspendedException, 'client', 400],
  [errors.AlreadyExistsException, 'client', 400],
  [errors.BadRequestException, 'client', 400],
  [errors.ConcurrentModificationException, 'server', 500],
  [errors.ConflictException, 'client', 409],
  [errors.InternalServiceErrorException, 'server', 500],
  [errors.InvalidNextTokenException, 'client', 400],
  [errors.LimitExceededException, 'client', 400],
  [errors.MailFromDomainNotVerifiedException, 'client', 400],
  [errors.MessageRejected, 'client', 400],
  [errors.NotFoundException, 'client', 404],
  [errors.SendingPausedException, 'client', 400],
  [errors.TooManyRequestsException, 'client', 429],
];

/**
 * The registries the protocol reads an error's class from, made on first use: nothing here runs at
 * import, so the Lambdas that reach this module without sending mail leave it out of their bundles.
 */
let registries;
export function errorTypeRegistries() {
  if (registries) return registries;
  const serviceRegistry = new TypeRegistry(`smithy.ts.sdk.synthetic.${namespace}`);
  serviceRegistry.registerError(
    [-3, `smithy.ts.sdk.synthetic.${namespace}`, 'SESv2ServiceException', 0, [], []],
    SESv2ServiceException,
  );
  const errorRegistry = new TypeRegistry(namespace);
  for (const [error, fault, status] of errorShapes)
    errorRegistry.registerError(
      // The shape's name, from the class's own shape id (`com.amazonaws.sesv2#MessageRejected`).
      [-3, namespace, error.shapeId.split('#')[1], { error: fault, httpError: status }, ['message'], [0]],
      error,
    );
  registries = [serviceRegistry, errorRegistry];
  return registries;
}

export const Attachment$ = [
  3,
  'com.amazonaws.sesv2',
  'Attachment',
  0,
  [
    'RawContent',
    'FileName',
    'ContentDisposition',
    'ContentDescription',
    'ContentId',
    'ContentTransferEncoding',
    'ContentType',
  ],
  [21, 0, 0, 0, 0, 0, 0],
  2,
];
export const Body$ = [
  3,
  'com.amazonaws.sesv2',
  'Body',
  0,
  ['Text', 'Html'],
  [() => Content$, () => Content$],
];
export const ConfigurationOverrides$ = [
  3,
  'com.amazonaws.sesv2',
  'ConfigurationOverrides',
  0,
  ['Tracking'],
  [() => TrackingConfigurationOverrides$],
];
export const Content$ = [3, 'com.amazonaws.sesv2', 'Content', 0, ['Data', 'Charset'], [0, 0], 1];
export const Destination$ = [
  3,
  'com.amazonaws.sesv2',
  'Destination',
  0,
  ['ToAddresses', 'CcAddresses', 'BccAddresses'],
  [64 | 0, 64 | 0, 64 | 0],
];
export const EmailContent$ = [
  3,
  'com.amazonaws.sesv2',
  'EmailContent',
  0,
  ['Simple', 'Raw', 'Template'],
  [() => Message$, () => RawMessage$, () => Template$],
];
export const EmailTemplateContent$ = [
  3,
  'com.amazonaws.sesv2',
  'EmailTemplateContent',
  0,
  ['Subject', 'Text', 'Html'],
  [0, 0, 0],
];
export const ListManagementOptions$ = [
  3,
  'com.amazonaws.sesv2',
  'ListManagementOptions',
  0,
  ['ContactListName', 'TopicName'],
  [0, 0],
  1,
];
export const Message$ = [
  3,
  'com.amazonaws.sesv2',
  'Message',
  0,
  ['Subject', 'Body', 'Headers', 'Attachments'],
  [() => Content$, () => Body$, () => MessageHeaderList, () => AttachmentList],
  2,
];
export const MessageHeader$ = [3, 'com.amazonaws.sesv2', 'MessageHeader', 0, ['Name', 'Value'], [0, 0], 2];
export const MessageTag$ = [3, 'com.amazonaws.sesv2', 'MessageTag', 0, ['Name', 'Value'], [0, 0], 2];
export const RawMessage$ = [3, 'com.amazonaws.sesv2', 'RawMessage', 0, ['Data'], [21], 1];
export const SendEmailRequest$ = [
  3,
  'com.amazonaws.sesv2',
  'SendEmailRequest',
  0,
  [
    'Content',
    'FromEmailAddress',
    'FromEmailAddressIdentityArn',
    'Destination',
    'ReplyToAddresses',
    'FeedbackForwardingEmailAddress',
    'FeedbackForwardingEmailAddressIdentityArn',
    'EmailTags',
    'ConfigurationSetName',
    'EndpointId',
    'TenantName',
    'ListManagementOptions',
    'ConfigurationOverrides',
  ],
  [
    () => EmailContent$,
    0,
    0,
    () => Destination$,
    64 | 0,
    0,
    0,
    () => MessageTagList,
    0,
    0,
    0,
    () => ListManagementOptions$,
    () => ConfigurationOverrides$,
  ],
  1,
];
export const SendEmailResponse$ = [3, 'com.amazonaws.sesv2', 'SendEmailResponse', 0, ['MessageId'], [0]];
export const Template$ = [
  3,
  'com.amazonaws.sesv2',
  'Template',
  0,
  ['TemplateName', 'TemplateArn', 'TemplateContent', 'TemplateData', 'Headers', 'Attachments'],
  [0, 0, () => EmailTemplateContent$, 0, () => MessageHeaderList, () => AttachmentList],
];
export const TrackingConfigurationOverrides$ = [
  3,
  'com.amazonaws.sesv2',
  'TrackingConfigurationOverrides',
  0,
  ['OpenTrackingEnabled', 'ClickTrackingEnabled'],
  [0, 0],
];
export const AttachmentList = [1, 'com.amazonaws.sesv2', 'AttachmentList', 0, () => Attachment$];
export const MessageHeaderList = [1, 'com.amazonaws.sesv2', 'MessageHeaderList', 0, () => MessageHeader$];
export const MessageTagList = [1, 'com.amazonaws.sesv2', 'MessageTagList', 0, () => MessageTag$];
export const SendEmail$ = [
  9,
  'com.amazonaws.sesv2',
  'SendEmail',
  { http: ['POST', '/v2/email/outbound-emails', 200] },
  () => SendEmailRequest$,
  () => SendEmailResponse$,
];

export const SendEmailCommand = /* @__PURE__ */ (() =>
  class SendEmailCommand extends makeBuilder(
    commonParams,
    'SimpleEmailService_v2',
    'SESv2Client',
    getEndpointPlugin,
  )({ EndpointId: { type: 'contextParams', name: 'EndpointId' } }, () => [], 'SendEmail', SendEmail$) {})();

/** SESv2Client.js's runtime configuration for Node (runtimeConfig.js over runtimeConfig.shared.js). */
function runtimeConfig(config) {
  emitWarningIfUnsupportedVersion(process.version);
  const defaultsMode = resolveDefaultsModeConfig(config);
  const defaultConfigProvider = () => defaultsMode().then(loadConfigsForDefaultMode);
  const logger = config?.logger ?? new NoOpLogger();
  awsCheckVersion(process.version);
  const loaderConfig = { profile: config?.profile, logger };
  const shared = {
    apiVersion: '2019-09-27',
    base64Decoder: config?.base64Decoder ?? fromBase64,
    base64Encoder: config?.base64Encoder ?? toBase64,
    disableHostPrefix: config?.disableHostPrefix ?? false,
    endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
    extensions: config?.extensions ?? [],
    httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultSESv2HttpAuthSchemeProvider,
    httpAuthSchemes: config?.httpAuthSchemes ?? [
      {
        schemeId: 'aws.auth#sigv4',
        identityProvider: (ipc) => ipc.getIdentityProvider('aws.auth#sigv4'),
        signer: new AwsSdkSigV4Signer(),
      },
      {
        schemeId: 'aws.auth#sigv4a',
        identityProvider: (ipc) => ipc.getIdentityProvider('aws.auth#sigv4a'),
        signer: new AwsSdkSigV4ASigner(),
      },
    ],
    logger,
    protocol: config?.protocol ?? AwsRestJsonProtocol,
    protocolSettings: config?.protocolSettings ?? {
      defaultNamespace: namespace,
      errorTypeRegistries: errorTypeRegistries(),
      version: '2019-09-27',
      serviceTarget: 'SimpleEmailService_v2',
    },
    serviceId: config?.serviceId ?? 'SESv2',
    sha256: config?.sha256 ?? Sha256,
    signerConstructor: config?.signerConstructor ?? SignatureV4MultiRegion,
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
    defaultSocketTimeout: getDefaultSocketTimeout(config?.requestHandler, 300_000),
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
    sigv4aSigningRegionSet:
      config?.sigv4aSigningRegionSet ?? loadConfig(NODE_SIGV4A_CONFIG_OPTIONS, loaderConfig),
    streamCollector: config?.streamCollector ?? streamCollector,
    useDualstackEndpoint:
      config?.useDualstackEndpoint ?? loadConfig(NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
    useFipsEndpoint:
      config?.useFipsEndpoint ?? loadConfig(NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
    userAgentAppId: config?.userAgentAppId ?? loadConfig(NODE_APP_ID_CONFIG_OPTIONS, loaderConfig),
  };
}

/** SESv2Client.js: the same configuration steps and middleware, in the same order. */
export class SESv2Client extends Client {
  config;
  constructor(configuration = {}) {
    const initial = runtimeConfig(configuration);
    super(initial);
    this.initConfig = initial;
    const config = resolveRuntimeExtensions(
      resolveHttpAuthSchemeConfig(
        resolveEndpointConfig(
          resolveHostHeaderConfig(
            resolveRegionConfig(
              resolveRetryConfig(resolveUserAgentConfig(resolveClientEndpointParameters(initial))),
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
    this.middlewareStack.use(
      getHttpAuthSchemeEndpointRuleSetPlugin(config, {
        httpAuthSchemeParametersProvider: defaultSESv2HttpAuthSchemeParametersProvider,
        identityProviderConfigProvider: async (resolved) =>
          new DefaultIdentityProviderConfig({
            'aws.auth#sigv4': resolved.credentials,
            'aws.auth#sigv4a': resolved.credentials,
          }),
      }),
    );
    this.middlewareStack.use(getHttpSigningPlugin(config));
  }
}
