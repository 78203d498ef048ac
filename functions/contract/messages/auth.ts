export const emailRequired = 'Email is required';
export const emailInvalid = 'Email is invalid';
export const validEmail = 'Please enter a valid email address';
export const passwordRequired = 'Password is required';
export const passwordMin = 'Password must be at least 8 characters';
export const passwordCommon =
  'This password is on a list of common and leaked passwords, so it is easy to guess. Please choose another.';
export const passwordsDoNotMatch = 'Passwords do not match';
export const confirmPassword = 'Please confirm your password';
export const fullNameRequired = 'Full name is required';
export const genderRequired = 'Gender is required';
export const phoneRequired = 'Phone number is required';
export const phoneInvalid = 'Please enter a valid phone number';
export const dateOfBirthRequired = 'Date of birth is required';
export const programmeRequired = 'Programme of study is required';
export const levelRequired = 'Level is required';
export const guardianNameRequired = 'Guardian name is required';
export const guardianPhoneRequired = 'Guardian phone number is required';
export const guardianRelationshipInvalid = "Choose the guardian's relationship from the list.";
export const emailNotVerified = 'Email not verified. Please verify your email.';
export const emailNotVerifiedInbox = 'Email not verified. Please check your inbox.';
export const invalidEmailToast = 'Invalid email address';
export const emailNotFound = 'Email not found in our system';
export const invalidResetToken = 'Invalid reset token';
export const invalidResetLink = 'Invalid Reset Link';
export const loginFailed = 'Login failed';
export const registrationFailed = 'Registration failed';
export const registrationFailedRetry = 'Registration failed. Please try again.';
export const notAuthenticated = 'Not authenticated';
export const authCheckFailed = 'Authentication check failed';
export const resetFailed = 'Failed to reset password';
export const verificationFailed = 'Email verification failed';
export const resendFailed = 'Failed to resend verification email';
export const logoutFailed = 'Logout failed';
export const sendResetFailed = 'Failed to send reset email';
export const sendResetInstructionsFailed = 'Failed to send reset instructions';
export const sessionTimeout = 'Session timeout, login again';
export const sessionIdle = 'You were signed out after 30 minutes without activity. Please sign in again.';
export const loggedIn = 'Logged in successfully';
export const loggedOut = 'Logged out successfully';
export const resetEmailSent = 'Password reset email sent';
export const resetSuccessful = 'Password reset successful';
export const emailVerified = 'Email verified. You can now log in.';
export const verificationSent = 'Verification email sent. Please check your inbox.';
// Beyond docs/spec.md: the server's own answers, and rules it leaves open (§5 "bounds not shown").
export const passwordMax = 'Password must be at most 128 characters';
export const emailMax = 'Email must be at most 254 characters';
export const fieldTooLong = 'This field is too long';
export const dateOfBirthInvalid = 'Please enter a valid date of birth';
export const invalidCredentials = 'Invalid email or password';
export const accountInactive = 'Your account has been deactivated. Please contact the hostel office.';
export const registrationClosed = 'Registration is currently closed. Please check back later.';
export const registered = 'Registration successful. Please check your email to verify your account.';
export const verificationLinkInvalid =
  'This verification link is invalid or has expired. Please request a new one.';
export const verificationNeedsPassword =
  'Enter the password you chose when you registered to confirm it is you.';
export const verificationPasswordWrong =
  'That is not the password chosen with this link’s registration. If you registered with this address, register again to get a new link.';
export const resetLinkSent =
  'If an account exists for this email address, a password reset link has been sent to it.';
export const resetTokenInvalid = 'Invalid or expired reset token. Please request a new password reset link.';
export const tooManyLogins = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
export const requirementLength = 'At least 8 characters';
export const requirementNotCommon = 'Not a common or leaked password';
export const strengthLabels = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'];
// Own password and email changes (My Profile).
export const currentPasswordRequired = 'Enter your current password';
export const currentPasswordWrong = 'Your current password is not correct';
export const passwordChanged = 'Password changed. Every other session of your account has been signed out.';
export const passwordChangeFailed = 'Failed to change password';
export const emailChangeRequested =
  'Check your new email address: we sent it a confirmation link. You keep signing in with your current address until you use it.';
export const emailChangeFailed = 'Failed to change email';
export const emailUnchanged = 'This is already your email address';
export const emailChangeConfirmed =
  'Your email address has been changed. Sign in with the new address from now on.';
export const emailChangeLinkInvalid =
  'This confirmation link is invalid or has expired. Please ask for a new one.';
export const emailChangeConfirmFailed = 'Email change failed';
export const emailChangeUndone =
  'Your account signs in with this address again. Every session of it has ended, and we have emailed you a link to choose a new password.';
export const emailUndoLinkInvalid =
  'This link is invalid, has expired or was already used, or the address now belongs to another account. Please contact the hostel office.';
export const emailUndoFailed = 'The email change could not be undone';
