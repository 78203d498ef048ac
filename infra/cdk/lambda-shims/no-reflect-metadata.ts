/**
 * Stands in for `reflect-metadata` inside the Lambda bundles (infra/cdk/bundling.ts): a global polyfill
 * that only @peculiar/x509's dependency injection needs, and that package is left out too
 * (no-attestation-certificates.ts).
 */
export {};
