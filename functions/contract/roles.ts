/** Who a signed-in user is to the hostel: sessions, route access, audit records and the SPA all name these. */
export const roles = ['student', 'admin', 'super_admin'] as const;
export type Role = (typeof roles)[number];
