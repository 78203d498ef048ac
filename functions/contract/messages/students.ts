export const fetchFailed = 'Failed to fetch students';
export const detailsFailed = 'Failed to fetch student details';
export const createFailed = 'Failed to create student';
export const profileFailed = 'Failed to update profile';
export const updateFailed = 'Failed to update student';
export const deleteFailed = 'Failed to delete student';
export const statusFailed = 'Failed to update student status';
export const checkoutFailed = 'Failed to checkout student';
export const studentProfileFailed = 'Failed to update student profile';
export const created = 'Student created successfully!';
export const profileUpdated = 'Profile updated successfully!';
export const passwordOwn =
  'Change your password under My Profile, Change password: it needs your current password.';
export const emailOwn =
  'Change your email under My Profile, Change email: the new address must be confirmed first.';
export const updated = 'Student updated successfully';
export const notFound = 'Student not found';
export const statusUpdated = (active: boolean) =>
  `Student ${active ? 'activated' : 'deactivated'} successfully`;
export const checkedOut = 'Student checked out successfully';
export const checkOutFailed = 'Failed to check out the student';
export const deleted = 'Student deleted successfully';
export const emailTaken = 'An account with this email already exists';
export const studentIdNumberInvalid =
  'Enter the student ID number as the university prints it: 6 to 20 letters and digits, groups separated by / or - (for example UG/2023/04512).';
export const studentIdNumberTaken =
  "This student ID number is already on another student's record. Check the number, or ask the hostel office if it is yours.";
export const dateOfBirthInvalid = 'Date of birth must be a date (YYYY-MM-DD)';
export const ownRecordOnly = 'You can only change your own record.';
export const statusOwn = 'Only staff can change whether an account is active.';
export const noActiveBooking = 'This student has no active booking';
export const holdsBooking = (room: string) =>
  `This student holds a bed in Room ${room}. Say whether their booking ends when they are deactivated.`;
export const statusSeparately =
  'Activate or deactivate a student with the status action: deactivating asks first whether their booking ends.';
export const genderLockedOwn = (room: string, designation: string) =>
  `You hold a bed in Room ${room}, a room for ${designation} students, so your gender cannot change here. The hostel office can change it together with a move to a suitable room.`;
export const genderLockedStaff = (room: string, designation: string) =>
  `This student holds a bed in Room ${room}, a room for ${designation} students. Change their gender together with a move to a suitable room (Manage Bookings, Move).`;
