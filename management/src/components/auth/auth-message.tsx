import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../ui/cx.ts';

const tones = {
  success: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100',
  info: 'bg-brand-50 text-brand-900 dark:bg-brand-900/30 dark:text-brand-100',
  failure: 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100',
};

/**
 * The message a signed-out screen is about, beside its icon: a link sent by mail, a link that worked, one
 * that did not. `role="alert"` where it appears in answer to the user rather than with the page.
 */
export function AuthMessage({
  tone,
  Icon,
  role,
  children,
}: {
  tone: keyof typeof tones;
  Icon: LucideIcon;
  role?: 'alert';
  children: ReactNode;
}) {
  return (
    <div role={role} className={cx('flex items-start gap-3 rounded-lg p-4 text-sm', tones[tone])}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
