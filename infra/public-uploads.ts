import { publicUploadPurposes } from '../functions/contract/uploads.ts';

/**
 * Where the CDN serves the uploads meant for everyone (decision 0044): `/{purpose}/{id}` on the site's
 * own origin reads `public/{purpose}/{id}` in the uploads bucket, and nothing else in it. The CDK stack
 * (infra/cdk/cdn.ts) and the local stand-in (infra/local/cloudfront.ts, s3.ts) both read this.
 */
export const publicUploadRoutes = publicUploadPurposes.map((purpose) => ({
  path: `/${purpose}/`,
  prefix: `public/${purpose}/`,
}));

/** The bucket prefix the CDN prepends to a viewer's path (its origin path). */
export const publicUploadsOriginPath = '/public';

/** Whether the CDN may read this key of the uploads bucket: the bucket policy's grant to it. */
export const isPublicUploadKey = (key: string) =>
  publicUploadRoutes.some(({ prefix }) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/'));
