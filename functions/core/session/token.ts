import { SignJWT, jwtVerify } from 'jose';
import { signingKey } from './secret.ts';

const issuer = 'hostel';
const audience = 'hostel-session';

/** What a session cookie proves: which session item, for which tab. */
export interface SessionClaims {
  sid: string;
  tab: string;
}

export async function signSessionToken(claims: SessionClaims, expiresAt: number): Promise<string> {
  return new SignJWT({ tab: claims.tab })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sid)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
}

/** The claims of a valid token, or null for anything forged, expired or malformed. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      issuer,
      audience,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.tab !== 'string') return null;
    return { sid: payload.sub, tab: payload.tab };
  } catch {
    return null;
  }
}
