import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import * as messages from '#contract/messages';
import { formatMoney } from '#contract/money';
import { Notice } from '../../../components/ui/notice.tsx';
import { useFocusAfterChange } from '../../../components/ui/use-focus-after-change.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { confirmOnlinePayment } from '../api/money.ts';
import { LedgerPanel } from '../components/ledger-panel.tsx';

/**
 * Back from the provider's checkout (`?reference=`, which Paystack adds to the callback URL): asks the API
 * where the payment stands, which credits it if the webhook has not yet, and says so. The reference
 * leaves the address at once, so a reload does not ask again. The answer takes the focus: the page opened
 * afresh with it on its body, and a keyboard or a screen reader started from the top, past the outcome.
 */
function PaymentReturn() {
  const [search, setSearch] = useSearchParams();
  const reference = search.get('reference');
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (ref: string) => confirmOnlinePayment(ref),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.money }),
  });
  const { control, focusAfter } = useFocusAfterChange();
  const asked = useRef(false);
  useEffect(() => {
    if (!reference || asked.current) return;
    asked.current = true;
    confirm.mutate(reference, { onSettled: () => focusAfter('outcome') });
    setSearch({}, { replace: true });
  }, [reference, confirm, setSearch, focusAfter]);

  if (confirm.isIdle) return null;
  if (confirm.isPending) return <Notice title="Checking your payment…" />;
  if (confirm.isError)
    return (
      <Notice ref={control('outcome')} tone="warning" title="Payment not confirmed">
        {messageOf(confirm.error, messages.money.confirmFailed)}
      </Notice>
    );
  const result = confirm.data;
  return (
    <Notice
      ref={control('outcome')}
      tone={result.status === 'failed' ? 'warning' : 'info'}
      title={
        result.status === 'paid'
          ? `${formatMoney(result.amount, result.currency)} paid`
          : result.status === 'pending'
            ? 'Payment in progress'
            : 'Payment not completed'
      }
    >
      {result.message}
    </Notice>
  );
}

/** The student's Money screen: their charges, payments and balance, and paying online (issue #26). */
export function MyMoneyScreen() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Money</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your charges, payments and balance. Pay online by card or mobile money, or at the hostel office;
          each payment mails you a receipt.
        </p>
      </div>
      <PaymentReturn />
      <LedgerPanel studentId={session.user.id} />
    </div>
  );
}
