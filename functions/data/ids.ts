import { randomBytes } from 'node:crypto';

/** An internal id in the 24-hex form docs/spec.md §5 routes by (/rooms/{id}, /students/{id}). */
export const newInternalId = () => randomBytes(12).toString('hex');

/** A public id: unguessable and URL-safe, 16 characters, so never mistaken for a 24-hex id. */
export const newPublicId = () => randomBytes(12).toString('base64url');

/** A secret token for links and CSRF: 256 bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

export const isInternalId = (id: string) => /^[0-9a-f]{24}$/.test(id);
