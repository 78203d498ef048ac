import { useSession } from '../../../lib/session-store.ts';
import { LedgerPanel } from '../components/ledger-panel.tsx';

/** The student's Money screen: their charges, payments and balance (issue #26 §5). */
export function MyMoneyScreen() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Money</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your charges, payments and balance. Pay at the hostel office; each payment mails you a receipt.
        </p>
      </div>
      <LedgerPanel studentId={session.user.id} />
    </div>
  );
}
