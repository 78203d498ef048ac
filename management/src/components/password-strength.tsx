import { passwordStrength } from '#contract/auth';
import { useCommonPasswords } from '../lib/common-passwords.ts';
import { cx } from './ui/cx.ts';

const barColours = ['bg-red-500', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'];
const textColours = [
  'text-red-700 dark:text-red-300',
  'text-orange-700 dark:text-orange-300',
  'text-amber-700 dark:text-amber-300',
  'text-lime-700 dark:text-lime-300',
  'text-emerald-700 dark:text-emerald-300',
];

/**
 * The strength meter of docs/spec.md §5: four bars and the label of a 0–4 score. A password the server
 * would refuse scores 0 and says why, so the meter never calls good what submit will refuse. Once the
 * field shows its own `error`, under the field and tied to it for a screen reader, the meter leaves the
 * reason out: the two said the same sentence ("Password must be at least 8 characters") one above the
 * other.
 */
export function PasswordStrength({ password, error }: { password: string; error?: string }) {
  // Re-renders once the common-password list has arrived, so the verdict is the server's.
  useCommonPasswords();
  if (!password) return null;
  const { score, label, problem } = passwordStrength(password);
  return (
    <div className="space-y-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cx(
              'h-1.5 flex-1 rounded-full',
              bar <= score ? barColours[score] : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </div>
      <p className={cx('text-xs font-medium', textColours[score])}>Password strength: {label}</p>
      {problem && !error && <p className="text-xs text-slate-600 dark:text-slate-400">{problem}</p>}
    </div>
  );
}
