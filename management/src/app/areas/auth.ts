/** The auth area's chunk: every screen a signed-out visitor may open (docs/spec.md §2 Authentication). */
export { LoginScreen } from '../../features/auth/screens/login-screen.tsx';
export { RegisterScreen } from '../../features/auth/screens/register-screen.tsx';
export { ForgotPasswordScreen } from '../../features/auth/screens/forgot-password-screen.tsx';
export { ResetPasswordScreen } from '../../features/auth/screens/reset-password-screen.tsx';
export { VerifyEmailScreen } from '../../features/auth/screens/verify-email-screen.tsx';
export { VerifyEmailSentScreen } from '../../features/auth/screens/verify-email-sent-screen.tsx';
export { VerifyEmailTokenScreen } from '../../features/auth/screens/verify-email-token-screen.tsx';
export { ConfirmEmailScreen } from '../../features/account/screens/confirm-email-screen.tsx';
export { UndoEmailChangeScreen } from '../../features/account/screens/undo-email-change-screen.tsx';
export { UnsubscribeScreen } from '../../features/account/screens/unsubscribe-screen.tsx';
