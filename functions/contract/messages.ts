/**
 * Every user-facing message of the product, written once. The exact texts of docs/spec.md (§5 validation,
 * §8 error catalogue) are kept verbatim; the API throws them and the SPA shows them.
 *
 * One export per area, read as `import * as messages from '#contract/messages'` then `messages.rooms.x`:
 * the bundlers keep only the areas a Lambda or a screen reads, where one object carried every message
 * (18 KB minified) into every bundle.
 */
export const common = {
  unexpected: 'Something went wrong. Please try again.',
  notFound: 'Not found',
  forbidden: 'You do not have permission to do this.',
  csrf: 'Invalid or missing CSRF token. Reload the page and try again.',
  invalidTab: 'Invalid tab id',
  invalidInput: 'Invalid input',
  unsafeText: 'Text cannot contain control characters or incomplete (unpaired) characters.',
  sortInvalid: 'This list cannot be sorted that way.',
  malformedJson: 'The request body must be valid JSON.',
  jsonRequired: 'Send the request as JSON (Content-Type: application/json).',
  bodyTooLarge: 'The request body is too large.',
  notThroughSite: 'This API answers only requests made through the site.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  unavailable: 'The service is busy right now. Please try again in a moment.',
  mailNotSent: 'We could not send the email just now. Please try again in a few minutes.',
  pageInvalid: 'The page must be a whole number from 1 to 10000.',
} as const;

export const auth = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  validEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordCommon:
    'This password is on a list of common and leaked passwords, so it is easy to guess. Please choose another.',
  passwordsDoNotMatch: 'Passwords do not match',
  confirmPassword: 'Please confirm your password',
  fullNameRequired: 'Full name is required',
  genderRequired: 'Gender is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  dateOfBirthRequired: 'Date of birth is required',
  programmeRequired: 'Programme of study is required',
  levelRequired: 'Level is required',
  guardianNameRequired: 'Guardian name is required',
  guardianPhoneRequired: 'Guardian phone number is required',
  emailNotVerified: 'Email not verified. Please verify your email.',
  emailNotVerifiedInbox: 'Email not verified. Please check your inbox.',
  invalidEmailToast: 'Invalid email address',
  emailNotFound: 'Email not found in our system',
  invalidResetToken: 'Invalid reset token',
  invalidResetLink: 'Invalid Reset Link',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  registrationFailedRetry: 'Registration failed. Please try again.',
  notAuthenticated: 'Not authenticated',
  authCheckFailed: 'Authentication check failed',
  resetFailed: 'Failed to reset password',
  verificationFailed: 'Email verification failed',
  resendFailed: 'Failed to resend verification email',
  logoutFailed: 'Logout failed',
  sendResetFailed: 'Failed to send reset email',
  sendResetInstructionsFailed: 'Failed to send reset instructions',
  sessionTimeout: 'Session timeout, login again',
  sessionIdle: 'You were signed out after 30 minutes without activity. Please sign in again.',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  resetEmailSent: 'Password reset email sent',
  resetSuccessful: 'Password reset successful',
  emailVerified: 'Email verified. You can now log in.',
  verificationSent: 'Verification email sent. Please check your inbox.',
  // Beyond docs/spec.md: the server's own answers, and rules it leaves open (§5 "bounds not shown").
  passwordMax: 'Password must be at most 128 characters',
  emailMax: 'Email must be at most 254 characters',
  fieldTooLong: 'This field is too long',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  invalidCredentials: 'Invalid email or password',
  accountInactive: 'Your account has been deactivated. Please contact the hostel office.',
  registrationClosed: 'Registration is currently closed. Please check back later.',
  registered: 'Registration successful. Please check your email to verify your account.',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  verificationNeedsPassword: 'Enter the password you chose when you registered to confirm it is you.',
  verificationPasswordWrong:
    'That is not the password chosen with this link’s registration. If you registered with this address, register again to get a new link.',
  resetLinkSent: 'If an account exists for this email address, a password reset link has been sent to it.',
  resetTokenInvalid: 'Invalid or expired reset token. Please request a new password reset link.',
  tooManyLogins: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  requirementLength: 'At least 8 characters',
  requirementNotCommon: 'Not a common or leaked password',
  strengthLabels: ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'],
  // Own password and email changes (My Profile).
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  passwordChanged: 'Password changed. Every other session of your account has been signed out.',
  passwordChangeFailed: 'Failed to change password',
  emailChangeRequested:
    'Check your new email address: we sent it a confirmation link. You keep signing in with your current address until you use it.',
  emailChangeFailed: 'Failed to change email',
  emailUnchanged: 'This is already your email address',
  emailChangeConfirmed: 'Your email address has been changed. Sign in with the new address from now on.',
  emailChangeLinkInvalid: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  emailChangeConfirmFailed: 'Email change failed',
  emailChangeUndone:
    'Your account signs in with this address again. Every session of it has ended, and we have emailed you a link to choose a new password.',
  emailUndoLinkInvalid:
    'This link is invalid, has expired or was already used, or the address now belongs to another account. Please contact the hostel office.',
  emailUndoFailed: 'The email change could not be undone',
} as const;

export const sessions = {
  loadFailed: 'Could not load where you are signed in',
  notFound: 'That session has already ended.',
  isCurrent: 'This is the browser you are using. To end it, sign out.',
  ended: 'Signed out of that session',
  othersEnded: 'Signed out everywhere else',
  endFailed: 'Could not end the session',
} as const;

export const admins = {
  fullNameRequired: 'Full name is required',
  roleInvalid: 'Role must be admin or super_admin',
  isActiveRequired: 'isActive must be true or false',
  notFound: 'Admin not found',
  emailTaken: 'An account with this email address already exists.',
  created: (email: string) => `Admin created. A link to set a password has been emailed to ${email}.`,
  activated: 'Admin activated successfully',
  deactivated: 'Admin deactivated successfully',
  deleted: 'Admin deleted successfully',
  notSelfDeactivate: 'You cannot deactivate your own account.',
  notSelfDelete: 'You cannot delete your own account.',
  lastSuperAdmin: 'At least one active super admin must remain.',
  fetchFailed: 'Failed to fetch admins',
  createFailed: 'Failed to create admin',
  statusFailed: 'Failed to update admin status',
  deleteFailed: 'Failed to delete admin',
} as const;

export const lockdown = {
  loggedOut:
    'Emergency lockdown activated. You have been logged out for security reasons. Please try again later.',
  hydrate: 'Emergency lockdown is active. Please try again later.',
  signInPaused:
    'Student sign-in is paused while the emergency lockdown is on. Please try again once it is lifted.',
  registration:
    'Student registration is temporarily disabled due to emergency lockdown. Please try again later.',
  realtimeStudent: 'Emergency lockdown activated. You have been logged out for security reasons.',
  realtimeStaff: (reason: string) => `Emergency lockdown activated: ${reason}`,
  reasonRequired: 'A reason is required to activate the emergency lockdown',
  reasonTooLong: 'The reason must be at most 500 characters',
  instructionsTooLong: 'The instructions must be at most 500 characters',
  activeRequired: 'Choose whether to turn the emergency lockdown on or off',
  activated: 'Emergency lockdown activated',
  deactivated: 'Emergency lockdown deactivated',
  fetchFailed: 'Failed to fetch the emergency state',
  switchFailed: 'Failed to switch the emergency lockdown',
} as const;

export const rooms = {
  fetchFailed: 'Failed to fetch rooms',
  detailsFailed: 'Failed to fetch room details',
  bookFailed: 'Failed to book room. Please try again.',
  statusFailed: 'Failed to update room status',
  updateFailed: 'Failed to update room',
  occupantsFailed: 'Failed to fetch room occupants',
  createFailed: 'Failed to create room',
  deleteFailed: 'Failed to delete room',
  updated: 'Room updated successfully',
  created: 'Room created successfully',
  deleted: 'Room deleted successfully',
  notFound: 'Room not found',
  statusUpdated: 'Room status updated successfully',
  numberTaken: 'A room with this number already exists',
  occupiedDelete: 'This room has occupants and cannot be deleted. Move or check them out first.',
  capacityBelowOccupancy: 'Capacity cannot be lower than the number of students in the room',
  designationOccupied: 'The gender designation of an occupied room can only change to mixed',
  unknownType: (type: string) =>
    `${type} is not one of the hostel's room types. Choose one, or add it under Settings, Room types.`,
  capacityOfType: (type: string, capacity: number) =>
    `A ${type} room has ${capacity} ${capacity === 1 ? 'bed' : 'beds'}: its capacity must be ${capacity}`,
  typeNameRequired: 'The room type needs a name',
  typesRequired: 'Keep at least one room type',
  typeNamesRepeat: 'Each room type needs a name of its own',
  typesInUse: (rooms: string) =>
    `These rooms would no longer match a room type with their capacity: ${rooms}. Change those rooms first, or keep their type as it is.`,
  typesSaved: 'Room types saved',
  typesFailed: 'Failed to save the room types',
} as const;

export const students = {
  fetchFailed: 'Failed to fetch students',
  detailsFailed: 'Failed to fetch student details',
  createFailed: 'Failed to create student',
  profileFailed: 'Failed to update profile',
  updateFailed: 'Failed to update student',
  deleteFailed: 'Failed to delete student',
  statusFailed: 'Failed to update student status',
  checkoutFailed: 'Failed to checkout student',
  studentProfileFailed: 'Failed to update student profile',
  created: 'Student created successfully!',
  profileUpdated: 'Profile updated successfully!',
  passwordOwn: 'Change your password under My Profile, Change password: it needs your current password.',
  emailOwn: 'Change your email under My Profile, Change email: the new address must be confirmed first.',
  updated: 'Student updated successfully',
  notFound: 'Student not found',
  statusUpdated: (active: boolean) => `Student ${active ? 'activated' : 'deactivated'} successfully`,
  checkedOut: 'Student checked out successfully',
  checkOutFailed: 'Failed to check out the student',
  deleted: 'Student deleted successfully',
  emailTaken: 'An account with this email already exists',
  dateOfBirthInvalid: 'Date of birth must be a date (YYYY-MM-DD)',
  ownRecordOnly: 'You can only change your own record.',
  statusOwn: 'Only staff can change whether an account is active.',
  noActiveBooking: 'This student has no active booking',
  holdsBooking: (room: string) =>
    `This student holds a bed in Room ${room}. Say whether their booking ends when they are deactivated.`,
  statusSeparately:
    'Activate or deactivate a student with the status action: deactivating asks first whether their booking ends.',
  genderLockedOwn: (room: string, designation: string) =>
    `You hold a bed in Room ${room}, a room for ${designation} students, so your gender cannot change here. The hostel office can change it together with a move to a suitable room.`,
  genderLockedStaff: (room: string, designation: string) =>
    `This student holds a bed in Room ${room}, a room for ${designation} students. Change their gender together with a move to a suitable room (Manage Bookings, Move).`,
} as const;

export const bookings = {
  fetchFailed: 'Failed to fetch bookings',
  updateFailed: 'Failed to update booking',
  statusFailed: 'Failed to update booking status',
  cancelFailed: 'Failed to cancel booking',
  deleteFailed: 'Failed to delete booking',
  clearFailed: 'Failed to clear all bookings',
  summaryFailed: 'Failed to load booking summary',
  archivedFailed: 'Failed to load archived bookings',
  updated: 'Booking updated successfully',
  statusUpdated: 'Booking status updated successfully',
  cancelled: 'Booking cancelled successfully',
  deleted: 'Booking deleted successfully',
  created: 'Room booked successfully',
  cleared: (count: number) => `${count} booking${count === 1 ? '' : 's'} moved to the archive`,
  clearContinues: (count: number) =>
    `${count} booking${count === 1 ? '' : 's'} moved to the archive so far; the rest follow in a moment`,
  notFound: 'Booking not found',
  roomRequired: 'Please choose a room',
  termsRequired: 'You must agree to the terms and conditions to book a room',
  statusInvalid: 'Status must be active, inactive, cancelled or archived',
  cancellationReasonRequired: 'Cancellation reason is required',
  studentRequired: 'Choose the student this booking is for',
  createFailed: 'Failed to book the room',
  noRoomFits: 'No open room has a free bed for this student',
  noStudentFits: 'No active student without a room matches',
  roomFull: 'Sorry, the last free bed in this room was just taken. Please choose another room.',
  roomUnavailable: 'This room is not open for booking',
  genderMismatch: (designation: string) => `This room is reserved for ${designation} students`,
  alreadyBooked: 'You already have an active booking',
  studentAlreadyBooked: 'This student already has an active booking',
  studentInactive: 'This student account is inactive',
  sameRoom: 'The booking is already in this room',
  ended: 'This booking has already ended and can no longer change',
  invalidTransition: (from: string, to: string) =>
    `A booking cannot change from ${from} to ${to}. Only an active booking can end (inactive, cancelled or archived).`,
  concurrentChange: 'This booking was changed at the same time. Reload and try again.',
  busy: 'Many changes are being made to this at the same moment. Please try again.',
  heldForWaitlist:
    'The free beds of this room are being offered to students on the waitlist. Join the waitlist to be offered the next one.',
  offerPending: 'You have a bed offered to you. Accept or decline that offer first.',
  studentOfferPending:
    'This student has a bed offered to them on the waitlist. They accept or decline it first, or remove them from the waitlist (Waitlist).',
  archiveReasons: {
    cancelled: 'Cancelled',
    checkedOut: 'Checked out',
    statusChanged: (status: string) => `Status changed to ${status}`,
    deleted: 'Booking deleted',
    cleared: 'All bookings cleared',
    studentDeleted: 'Student deleted',
    studentDeactivated: 'Student deactivated',
    rollOver: (year: string, semester: number) =>
      `Academic period ended (roll-over to ${year} semester ${semester})`,
  },
} as const;

export const settings = {
  updated: 'Settings updated successfully',
  auditFailed: 'Failed to load recent activity',
  maintenanceDefault: 'The hostel system is under maintenance. Please try again later.',
  academicYearInvalid: 'Academic year must look like 2025/2026',
  semesterInvalid: 'Semester must be 1 or 2',
  nothingToUpdate: 'Nothing to update',
  isOpenRequired: 'isOpen must be true or false',
  isEnabledRequired: 'isEnabled must be true or false',
  fetchFailed: 'Failed to fetch settings',
  publicFetchFailed: 'Failed to fetch public settings',
  updateFailed: 'Failed to update settings',
  registrationFailed: 'Failed to toggle registration',
  maintenanceFailed: 'Failed to toggle maintenance mode',
  registrationToggled: (open: boolean) => `Registration ${open ? 'opened' : 'closed'} successfully!`,
  maintenanceToggled: (enabled: boolean) =>
    `Maintenance mode ${enabled ? 'enabled' : 'disabled'} successfully!`,
} as const;

export const content = {
  unknownKey: 'Unknown content key',
  textRequired: 'This field is required',
  textTooLong: (max: number) => `Keep this under ${max} characters`,
  paragraphRequired: 'Add at least one paragraph',
  iconInvalid: 'Choose one of the listed icons',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  versionRequired: 'Choose a version to restore',
  versionNotFound: 'That version does not exist',
  versionOutdated: 'That version was saved in an older format and cannot be restored',
  changedMeanwhile:
    'Someone else saved this content meanwhile. Reload it to see their changes, then edit again.',
  fetchFailed: 'Failed to fetch content',
  saveFailed: 'Failed to save content',
  saved: 'Content saved successfully',
  restored: (version: number) => `Content restored from version ${version}`,
  versionsFailed: 'Failed to fetch content versions',
  rollbackFailed: 'Failed to restore content',
  invalidForm: 'Some fields need attention before saving',
} as const;

export const site = {
  loading: 'Loading...',
  registrationClosed: 'Registration Closed',
  registrationClosedHint: 'Registration for new students is closed at the moment.',
  maintenance: 'The hostel system is undergoing maintenance. Some features may be unavailable.',
  lockdown:
    'An emergency lockdown is in force: student sign-in and registration are paused. Please try again later.',
  offline: 'You are offline. This page will work again once you are back online.',
} as const;

export const audit = {
  fetchFailed: 'Failed to fetch the audit trail',
  actionInvalid: 'This is not an action the audit trail records.',
  entityTypeInvalid: 'This is not a kind of record the audit trail names.',
  fromInvalid: 'From must be a date (YYYY-MM-DD).',
  toInvalid: 'To must be a date (YYYY-MM-DD).',
  rangeInvalid: 'From must be on or before To.',
} as const;

export const waitlist = {
  joined: 'You joined the waitlist',
  left: 'You left the waitlist',
  accepted: 'Offer accepted: the bed is yours',
  declined: 'Offer declined',
  removed: 'Waitlist entry removed',
  moved: 'Waitlist entry moved',
  alreadyWaiting: 'You are already on the waitlist',
  alreadyBooked: 'You already have an active booking, so you cannot join the waitlist',
  notWaiting: 'You are not on the waitlist',
  entryNotFound: 'This student is not on the waitlist',
  noOffer: 'There is no open offer to answer',
  offerExpired: 'This offer has expired',
  offerChanged: 'This offer changed meanwhile. Reload and try again.',
  offeredCannotLeave: 'You have a bed offered to you. Decline the offer to leave the waitlist.',
  cannotMove: 'This entry is already at that end of the queue',
  roomTypesRequired: 'Choose at least one room type',
  roomTypesDistinct: 'Each room type may be listed once',
  roomTypesTooMany: (max: number) => `Choose at most ${max} room types`,
  reasonRequired: 'A reason is required',
  directionInvalid: 'Direction must be up or down',
  offerHoursInvalid: (min: number, max: number) =>
    `Offer lifetime must be a whole number of hours from ${min} to ${max}`,
  noGender: 'Your profile has no gender, so you can only wait for mixed rooms',
  fetchFailed: 'Failed to load the waitlist',
  joinFailed: 'Failed to join the waitlist',
  leaveFailed: 'Failed to leave the waitlist',
  acceptFailed: 'Failed to accept the offer',
  declineFailed: 'Failed to decline the offer',
  removeFailed: 'Failed to remove the entry',
  moveFailed: 'Failed to move the entry',
  reasons: {
    declined: 'Declined the offer',
    expired: 'Let the offer expire',
    booked: 'Booked a room',
    deactivated: 'Account deactivated',
    deleted: 'Account deleted',
  },
} as const;

export const exports = {
  bookingsPdfFailed: 'Failed to generate bookings PDF',
  studentPdfFailed: 'Failed to generate student profile PDF',
  studentsExcelFailed: 'Failed to generate students Excel',
  bookingsExcelFailed: 'Failed to generate bookings Excel',
  roomsExcelFailed: 'Failed to generate rooms Excel',
  nonPdf: 'Server returned a non-PDF response',
  downloading: 'Downloading ...',
  downloaded: 'Download successful!',
  bookingsRequired: 'Bookings must be a list of bookings.',
  tooManyBookings: 'A report can hold at most 5,000 bookings. Narrow the list and try again.',
  tooManyStudentBookings: 'A student profile can hold at most 500 bookings.',
  studentRequired: 'Student details are required.',
  studentNameRequired: "The student's full name is required.",
  titleInvalid: 'The report title must be text.',
  titleTooLong: 'The report title can be at most 120 characters.',
  fieldInvalid: 'Report values must be text or numbers.',
  fieldTooLong: 'A report value is too long.',
  reportTooLarge: 'This report has too much text for one PDF. Narrow the list and try again.',
} as const;

export const notifications = {
  notFound: 'This notification was not found',
  markedRead: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  preferencesSaved: 'Notification preferences saved',
  preferenceInvalid:
    "Each category must be 'app' (in the app only) or 'app-and-mail' (in the app and by mail).",
  loadFailed: 'Failed to load notifications',
} as const;

export const announcements = {
  published: 'Announcement published',
  scheduled: 'Announcement scheduled',
  titleRequired: 'A title is required (at most 120 characters).',
  textRequired: 'The text is required (at most 4,000 characters).',
  audienceInvalid:
    'Choose who the announcement is for: everyone, a block, a floor, a room type, waiting students or staff.',
  blockRequired: 'Name the block the announcement is for.',
  floorInvalid: 'The floor must be a whole number from 0 to 200.',
  roomTypeRequired: 'Name the room type the announcement is for.',
  whenInvalid: 'Dates must be full ISO dates and times, such as 2026-12-01T09:00:00Z.',
  publishAtInvalid: 'A scheduled time must be in the future and at most 30 days ahead.',
  expiresAtInvalid: 'The expiry must be after the announcement is published.',
  loadFailed: 'Failed to load announcements',
} as const;
