import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';

/**
 * Translates the page security headers (infra/security-headers.ts, also applied by the local server)
 * into CloudFront's response-headers policy, so the values are written once. A header CloudFront has no
 * typed setting for goes out as a custom header; a value CloudFront cannot express fails synth.
 */
export function cloudFrontHeadersOf(headers: Record<string, string>): {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeadersBehavior?: { customHeaders: ResponseCustomHeader[] };
} {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security': {
        const directives = value.split(';').map((d) => d.trim().toLowerCase());
        const maxAge = Number(/^max-age=(\d+)$/.exec(directives[0] ?? '')?.[1]);
        if (!Number.isInteger(maxAge)) throw new Error(`Cannot express strict-transport-security: ${value}`);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(maxAge),
          includeSubdomains: directives.includes('includesubdomains'),
          preload: directives.includes('preload'),
          override: true,
        };
        break;
      }
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`Cannot express x-content-type-options: ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options': {
        const option = Object.values(HeadersFrameOption).find((o) => o === value.toUpperCase());
        if (!option) throw new Error(`Cannot express x-frame-options: ${value}`);
        security.frameOptions = { frameOption: option, override: true };
        break;
      }
      case 'referrer-policy': {
        const policy = Object.values(HeadersReferrerPolicy).find((p) => p === value);
        if (!policy) throw new Error(`Cannot express referrer-policy: ${value}`);
        security.referrerPolicy = { referrerPolicy: policy, override: true };
        break;
      }
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    ...(custom.length > 0 ? { customHeadersBehavior: { customHeaders: custom } } : {}),
  };
}
