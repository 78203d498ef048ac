import { ArrowRight, Banknote } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatMoney } from '#contract/amounts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { paths } from '../../../config/paths.ts';
import { useStudentMoney } from '../api/student-money.ts';
import { owingWords } from '../owing.ts';
import { IconSection } from '../../../components/ui/icon-section.tsx';

/**
 * On the student's dashboard, while they owe: how much, since when and how much of it is late, and the
 * way to the Money screen where they pay. Nothing while paid up or in credit, nor while it loads: the
 * Money screen is where a failed read is told.
 */
export function BalanceDue({ studentId }: { studentId: string }) {
  const money = useStudentMoney(studentId);
  if (money.status !== 'success') return null;
  const words = owingWords(money.data);
  if (!words) return null;
  return (
    <IconSection title="Money" icon={Banknote}>
      <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">You owe</p>
          <p className="text-2xl font-bold tabular-nums">
            {formatMoney(money.data.balance, money.data.currency)}
          </p>
          <OwingLine words={words} />
        </div>
        <Link to={paths.student.money} className={buttonClasses(words.urgent ? 'primary' : 'secondary')}>
          Pay or see charges <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </Card>
    </IconSection>
  );
}

/** The owing words' line, in amber while it is urgent (some of it late, or the deposit awaited). */
export function OwingLine({ words }: { words: { text: string; urgent: boolean } }) {
  return (
    <p
      className={cx(
        'mt-1 text-sm',
        words.urgent
          ? 'font-medium text-amber-800 dark:text-amber-300'
          : 'text-slate-600 dark:text-slate-400',
      )}
      data-testid="owing"
    >
      {words.text}
    </p>
  );
}
