import { Link } from 'react-router-dom';
import * as messages from '#contract/messages';
import { formatMoney } from '#contract/amounts';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { useMoneyTotals } from '../api/get-money-totals.ts';

/** The current period's money in the hostel's currency, with the way to who owes. */
export function MoneyTotals() {
  const money = useMoneyTotals();
  if (money.status === 'pending') return <LoadingState label="Loading the money" rows={1} />;
  if (money.status === 'error')
    return <ErrorState message={messages.money.totalsFailed} onRetry={() => void money.refetch()} />;
  const { totals, currency } = money.data;
  const figures = [
    { label: 'Charged', amount: totals.charged },
    { label: 'Received', amount: totals.paid },
    { label: 'Refunded', amount: totals.refunded },
    { label: 'Paid out', amount: totals.paidOut },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm min-[420px]:grid-cols-2 xl:grid-cols-5">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt className="text-slate-600 dark:text-slate-400">{figure.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatMoney(figure.amount, currency)}</dd>
        </div>
      ))}
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Outstanding now</dt>
        <dd className="text-lg font-semibold tabular-nums">
          <Link
            to={paths.admin.outstanding}
            aria-label={`${formatMoney(totals.outstanding, currency)} outstanding: see who owes`}
            className="text-brand-700 hover:underline dark:text-brand-300"
          >
            {formatMoney(totals.outstanding, currency)}
          </Link>
        </dd>
      </div>
    </dl>
  );
}
