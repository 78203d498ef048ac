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
 * | realtime ticket by its hash (1 use)    | PK = WSTICKET#{sha256}, SK = TICKET             | table |
 * | socket connection by id                | PK = CONNECTION#{id}, SK = CONNECTION           | table |
 * | every open connection (broadcast)      | GSI3PK = CONNECTIONS                            | GSI3  |
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

export const realtimeTicketKey = (ticketHash: string) => ({ PK: `WSTICKET#${ticketHash}`, SK: 'TICKET' });

export const connectionKey = (id: string) => ({ PK: `CONNECTION#${id}`, SK: 'CONNECTION' });
/** One partition lists every connection: a hostel has thousands of sockets at most, a page or two. */
export const connectionsPartition = 'CONNECTIONS';
export const connectionIndexKeys = (id: string, connectedAt: string) => ({
  GSI3PK: connectionsPartition,
  GSI3SK: `${connectedAt}#${id}`,
});
