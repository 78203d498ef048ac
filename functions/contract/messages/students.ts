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
  studentIdNumberInvalid:
    'Enter the student ID number as the university prints it: 6 to 20 letters and digits, groups separated by / or - (for example UG/2023/04512).',
  studentIdNumberTaken:
    "This student ID number is already on another student's record. Check the number, or ask the hostel office if it is yours.",
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
  owesMoney: (amount: string) =>
    `This student owes ${amount}. Record their payment or reverse the charges before deleting them.`,
  inCredit: (amount: string) => `This student has ${amount} in credit. Pay it out before deleting them.`,
} as const;
