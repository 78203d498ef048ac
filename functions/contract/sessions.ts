import * as z from './zod.ts';
import * as messages from './messages.ts';

/**
 * Where a user is signed in (docs/spec.md §12, My Profile → Where you're signed in): one entry per
 * sign-in, that is a browser that remembers them (with the tabs it has open) or one tab signed in
 * without "Remember me".
 */
export interface SignedInPlace {
  /** An opaque handle: never the session's or the remember family's own id, which sign a browser in. */
  id: string;
  /** The browser's User-Agent when it signed in; the SPA names the browser and system from it. */
  userAgent: string;
  /** The viewer's address as the edge saw it when the browser signed in. */
  ip: string;
  signedInAt: string;
  lastActiveAt: string;
  /** A browser that remembers the user: it opens new tabs without the password. */
  remembered: boolean;
  /** Tabs signed in through it right now. */
  tabs: number;
  /** The browser this request came from. */
  current: boolean;
}

/** The handle of one entry (24 hex characters). */
export const signedInPlaceParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{24}$/, messages.addresses.identifierInvalid)),
});
