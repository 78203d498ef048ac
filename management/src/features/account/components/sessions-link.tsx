import { MonitorSmartphone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** My Profile's way to "Where you're signed in". */
export function SessionsLink({ to }: { to: string }) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
      <div className="min-w-0 flex-[1_1_16rem]">
        <h2 className="text-lg font-semibold">Where you’re signed in</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          See each browser signed in to your account and sign out the ones you do not use.
        </p>
      </div>
      <Link to={to} className={buttonClasses('secondary')}>
        <MonitorSmartphone className="size-4" aria-hidden="true" /> Review sessions
      </Link>
    </Card>
  );
}
