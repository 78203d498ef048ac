export const fullNameRequired = 'Full name is required';
export const roleInvalid = 'Role must be admin or super_admin';
export const isActiveRequired = 'isActive must be true or false';
export const notFound = 'Admin not found';
export const emailTaken = 'An account with this email address already exists.';
export const created = (email: string) =>
  `Admin created. A link to set a password has been emailed to ${email}.`;
export const activated = 'Admin activated successfully';
export const deactivated = 'Admin deactivated successfully';
export const deleted = 'Admin deleted successfully';
export const notSelfDeactivate = 'You cannot deactivate your own account.';
export const notSelfDelete = 'You cannot delete your own account.';
export const lastSuperAdmin = 'At least one active super admin must remain.';
export const fetchFailed = 'Failed to fetch admins';
export const createFailed = 'Failed to create admin';
export const statusFailed = 'Failed to update admin status';
export const deleteFailed = 'Failed to delete admin';
