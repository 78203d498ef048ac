import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { textLink } from '../components/link.ts';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';

/** /verify-email without a token: how verification works, and a way to get a new link. */
export function VerifyEmailScreen() {
  return (
    <AuthLayout
      title="Verify your email"
      subtitle="Open the link in the email we sent when you registered. Lost it? Enter your address for a new one."
    >
      <ResendVerificationForm />
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className={textLink}>
          Back to Login
        </Link>
      </p>
    </AuthLayout>
  );
}
