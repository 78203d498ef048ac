import type { HTMLAttributes, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '../../components/ui/cx.ts';

const tones = {
  danger: 'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
} as const;

/** A strip across the top of every signed-in screen while a hostel-wide switch is on. */
export function Banner({
  tone,
  icon: Icon,
  role,
  children,
  ...rest
}: {
  tone: keyof typeof tones;
  icon: LucideIcon;
  /** 'alert' when it must interrupt (the lockdown), 'status' when it can wait its turn. */
  role: 'alert' | 'status';
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'className' | 'children'>) {
  return (
    <div
      role={role}
      className={cx('flex items-start gap-3 border-b px-4 py-3 text-sm md:px-6', tones[tone])}
      {...rest}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">{children}</p>
    </div>
  );
}
