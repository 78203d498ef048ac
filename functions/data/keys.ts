/**
 * Key shapes of the single table. This module and the entity modules beside it are the only code that
 * knows them.
 *
 * | access pattern                         | key condition                                   | index |
 * |----------------------------------------|-------------------------------------------------|-------|
 * | settings (one item)                    | PK = SETTINGS, SK = GLOBAL                      | table |
 * | session by id                          | PK = SESSION#{id}, SK = SESSION                 | table |
 * | sessions of a user (revoke all)        | GSI1PK = USER#{userId}, GSI1SK begins SESSION#  | GSI1  |
 * | sessions of a role (lockdown revoke)   | GSI2PK = SESSIONS#{role}                        | GSI2  |
 * | user by id                             | PK = USER#{id}, SK = PROFILE                    | table |
 * | user by email (unique)                 | PK = EMAIL#{email}, SK = EMAIL                  | table |
 * | user by public id                      | GSI1PK = USERPID#{publicId}, GSI1SK = USER      | GSI1  |
 * | users of a role, by name               | GSI2PK = ROLE#{role}, GSI2SK = {name}#{id}      | GSI2  |
 * | link or remember token by its hash     | PK = TOKEN#{sha256}, SK = TOKEN                 | table |
 * | tokens of a user, by purpose (revoke)  | GSI1PK = USER#{userId}, GSI1SK begins TOKEN#{purpose}# | GSI1 |
 * | throttle counter of a window           | PK = THROTTLE#{rule}#{subject}, SK = {windowStart} | table |
 */

export const settingsKey = () => ({ PK: 'SETTINGS', SK: 'GLOBAL' });

export const sessionKey = (id: string) => ({ PK: `SESSION#${id}`, SK: 'SESSION' });
export const sessionIndexKeys = (id: string, userId: string, role: string) => ({
  GSI1PK: `USER#${userId}`,
  GSI1SK: `SESSION#${id}`,
  GSI2PK: `SESSIONS#${role}`,
  GSI2SK: `SESSION#${id}`,
});
export const userSessionsPartition = (userId: string) => `USER#${userId}`;
export const roleSessionsPartition = (role: string) => `SESSIONS#${role}`;

export const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });
export const emailKey = (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' });
export const userIndexKeys = (user: { id: string; publicId: string; role: string; fullName: string }) => ({
  GSI1PK: `USERPID#${user.publicId}`,
  GSI1SK: 'USER',
  GSI2PK: `ROLE#${user.role}`,
  GSI2SK: `${user.fullName.toLowerCase()}#${user.id}`,
});
export const userPublicIdPartition = (publicId: string) => `USERPID#${publicId}`;
export const rolePartition = (role: string) => `ROLE#${role}`;

export const tokenKey = (hash: string) => ({ PK: `TOKEN#${hash}`, SK: 'TOKEN' });
export const tokenIndexKeys = (hash: string, userId: string, purpose: string) => ({
  GSI1PK: `USER#${userId}`,
  GSI1SK: `TOKEN#${purpose}#${hash}`,
});
export const userTokensPartition = (userId: string) => `USER#${userId}`;
export const userTokensPrefix = (purpose?: string) => (purpose ? `TOKEN#${purpose}#` : 'TOKEN#');

export const throttleKey = (rule: string, subject: string, windowStart: number) => ({
  PK: `THROTTLE#${rule}#${subject}`,
  SK: String(windowStart),
});
