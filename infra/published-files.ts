/**
 * Build output that stays on the build machine: source maps. Published, they would hand anyone the
 * SPA's source with its comments; the build keeps them (hidden, with no sourceMappingURL comment) for
 * operators to read a stack trace against. CloudFront's buckets never receive them and the local server
 * never serves them.
 */
export const unpublishedFiles = ['*.map'] as const;

export const isUnpublished = (path: string) => path.endsWith('.map');
