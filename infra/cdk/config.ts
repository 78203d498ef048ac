import { isTimeZone } from '#contract/days';
import * as z from '#contract/zod';
import { defaultMailRateShare } from './mail-rate.ts';
import { defaultApiGatewayRate, defaultPushRateShare } from './push-rate.ts';

/**
 * What an operator chooses at deploy time, from CDK context (`-c name=value` or cdk.json). Everything
 * else the stack derives. Values are checked here once, so a typo fails synth with a message naming
 * the value instead of a broken deployment.
 */
const flag = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((value) => value === true || value === 'true'),
);

const contextSchema = z.object({
  /**
   * The environment this deploy is (prod, staging…): it names the stack, the metrics namespace, the
   * dashboard and everything else that must be unique per account, so stages live side by side.
   */
  stage: z._default(
    z
      .string()
      .check(
        z.regex(
          /^[a-z][a-z0-9-]{0,19}$/,
          'stage must be a lowercase name (letters, digits, hyphens; at most 20), e.g. staging',
        ),
      ),
    'prod',
  ),
  /** Where visitors reach the product, e.g. https://hostel.example.edu: links in emails point here. */
  publicOrigin: z.pipe(
    z.url({ protocol: /^https$/, error: 'publicOrigin must be an https:// URL' }),
    z.transform((value) => new URL(value).origin),
  ),
  /**
   * Where the hostel is, as an IANA time zone (Africa/Accra): the days its money falls due and is
   * reminded on, and the clock its mail tells times by (docs/decisions/0111-the-hostel-keeps-its-own-clock.md).
   * UTC unless set.
   */
  timeZone: z._default(
    z.string().check(z.refine(isTimeZone, 'timeZone must be an IANA time zone, e.g. Africa/Accra')),
    'UTC',
  ),
  /** The address mail is sent from; SES must have it (or its domain) verified. */
  senderEmail: z.email({ error: 'senderEmail must be an email address' }),
  /** Verify the whole mail domain (DKIM) instead of the single sender address. */
  domainName: z.optional(
    z.string().check(z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'domainName must be a DNS name')),
  ),
  /** ACM certificate in us-east-1 for the host of publicOrigin; without it the CDN keeps its own name. */
  certificateArn: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/,
          'certificateArn must be in us-east-1',
        ),
      ),
  ),
  /** Puts a WAF web ACL with a per-IP rate limit on the anonymous auth calls in front of the CDN. */
  enableWaf: z._default(flag, false),
  /**
   * Loads Powertools' Tracer in every function, adding each AWS SDK call to the X-Ray traces that
   * Lambda's active tracing records anyway; it adds over half again to a cold start's import (decisions
   * 0023 and 0059 in docs/decisions/), so it is for a stage being investigated.
   */
  traceAwsCalls: z._default(flag, false),
  /**
   * Anonymous auth calls (sign-in, registration, the mail-sending calls) per 5 minutes from one IP
   * before the WAF blocks them: room for a campus NAT's registration morning (README, "Edge capacity").
   */
  wafRateLimit: z._default(z.coerce.number().check(z.int(), z.gte(10)), 1000),
  /**
   * The account's SES maximum send rate, mails per second (the SES console's "Maximum send rate", or
   * `aws sesv2 get-account`): 1 in the sandbox, 14 on leaving it, more as AWS raises it. The mail line
   * hands mail to SES at `mailRateShare` of it (docs/decisions/0045-mail-line-within-the-ses-rate.md).
   */
  sesMaxSendRate: z._default(z.coerce.number().check(z.gt(0), z.lte(10_000)), 14),
  /** The share of sesMaxSendRate this stage's mail line uses; the rest is headroom (mail-rate.ts). */
  mailRateShare: z._default(z.coerce.number().check(z.gt(0), z.lte(1)), defaultMailRateShare),
  /**
   * The account's API Gateway throttle rate in this Region, requests a second (Service Quotas,
   * "Throttle rate", L-8A5B8E43): 10,000 by default, 2,500 in some Regions. The lockdown's pushes use
   * `pushRateShare` of it (docs/decisions/0053-lockdown-pushes-within-the-api-gateway-rate.md).
   */
  apiGatewayRate: z._default(z.coerce.number().check(z.gt(0), z.lte(1_000_000)), defaultApiGatewayRate),
  /** The share of apiGatewayRate the lockdown's pushes use; the rest is headroom (push-rate.ts). */
  pushRateShare: z._default(z.coerce.number().check(z.gt(0), z.lte(1)), defaultPushRateShare),
  /** Where alarm notifications go (an email subscription to the alarm topic). */
  alarmEmail: z.optional(z.email({ error: 'alarmEmail must be an email address' })),
  /** Rebuild the site and the SPA before synthesis (set false to deploy the builds already on disk). */
  build: z._default(flag, true),
});

export type DeployConfig = z.infer<typeof contextSchema>;

const contextKeys = Object.keys(contextSchema.shape) as (keyof DeployConfig)[];

/** Reads and checks the deploy context; `tryGetContext` is the app's or a test's context lookup. */
export function readConfig(tryGetContext: (key: string) => unknown): DeployConfig {
  const raw = Object.fromEntries(contextKeys.map((key) => [key, tryGetContext(key)]));
  const result = contextSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  -c ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(
      `The deploy context is incomplete or invalid:\n${problems}\n` +
        'Example: npx cdk deploy -c publicOrigin=https://hostel.example.edu -c senderEmail=noreply@example.edu',
    );
  }
  const config = result.data;
  if (
    config.domainName &&
    !config.senderEmail.toLowerCase().endsWith(`@${config.domainName.toLowerCase()}`)
  ) {
    throw new Error(
      `senderEmail (${config.senderEmail}) must be an address of domainName (${config.domainName})`,
    );
  }
  return config;
}

/** The host CloudFront answers for (the host of publicOrigin) and its certificate, when one is given. */
export function customDomainOf(config: DeployConfig): { name: string; certificateArn: string } | undefined {
  if (!config.certificateArn) return undefined;
  return { name: new URL(config.publicOrigin).hostname, certificateArn: config.certificateArn };
}

/** RFC 2606's reserved example domains, which cdk.json's placeholder context uses. */
const exampleDomain = /(^|\.)example(\.(com|net|org|edu))?$/i;

/** The context values still set to a placeholder: fine for `cdk synth`, wrong for a deploy. */
export function placeholdersIn(config: DeployConfig): string[] {
  const hosts = {
    publicOrigin: new URL(config.publicOrigin).hostname,
    senderEmail: config.senderEmail.slice(config.senderEmail.lastIndexOf('@') + 1),
  };
  return Object.entries(hosts)
    .filter(([, host]) => exampleDomain.test(host))
    .map(([key]) => key);
}

/** What an operator reads when a placeholder is left: which values, and what to pass instead. */
export function placeholderMessage(placeholders: string[]): string {
  return (
    `${placeholders.join(' and ')} still hold the example values of cdk.json. ` +
    'Deploy with your own: npx cdk deploy -c publicOrigin=https://hostel.your-university.edu ' +
    '-c senderEmail=noreply@your-university.edu (the address, or its domain, verified in SES).'
  );
}
