import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` inside the Lambda bundles (infra/cdk/bundling.ts).
 * Lambda always hands a function its role's credentials in environment variables, so the rest of the
 * default chain (profiles, SSO, STS web identity, container and instance metadata, with the nested STS
 * and SSO clients they bring) is about 90 KB of code no Lambda of ours would ever run. Scripts that run
 * on a machine (create-super-admin) are not bundled and keep the whole chain.
 */
export const defaultProvider = fromEnv;
