import { SignJWT, jwtVerify } from 'jose';
import { roles, type Role } from '#contract/roles';
import { signingKey } from './secret.ts';

const issuer = 'hostel';
const audience = 'hostel-session';

/** What a session cookie proves: which session item, for which tab, and the role it was signed in as. */
export interface SessionClaims {
  /** The session's secret: the item is found by its hash (data/sessions.ts), never stored in clear. */
  sid: string;
  tab: string;
  /**
   * Lets the lockdown guard recognise a student whose session item the lockdown deleted, and answer
   * them with the lockdown rather than a session timeout (functions/api/http/lockdown.ts). Tokens
   * signed before the claim existed verify without it.
   */
  role?: Role;
}

export async function signSessionToken(claims: Required<SessionClaims>, expiresAt: number): Promise<string> {
  return new SignJWT({ tab: claims.tab, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sid)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
}

/** The claims of a valid token, or null for anything forged, expired, without an expiry or malformed. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  try {
    // A token without an expiry would be good for ever if the secret's holder ever minted one: refuse it.
    const { payload } = await jwtVerify(token, await signingKey(), {
      issuer,
      audience,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.tab !== 'string') return null;
    const role = roles.find((r) => r === payload.role);
    return { sid: payload.sub, tab: payload.tab, ...(role ? { role } : {}) };
  } catch {
    return null;
  }
}
