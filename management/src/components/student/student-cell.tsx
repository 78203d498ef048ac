import type { ReactNode } from 'react';
import { cx } from '../ui/cx.ts';
import { EmailAddress } from '../ui/email-address.tsx';

/**
 * The student a list row is about (a booking, a student, a place in the waitlist): their name over their
 * email. The address is one line, cut short on a desktop so the row's actions fit beside it at 1280 px
 * (the whole address is its title, and on the record); a phone's card has the width to wrap it.
 */
export function StudentCell({
  email,
  width,
  children,
}: {
  email: string;
  /** Where the address is cut on a desktop, as a whole class for Tailwind to find: 'md:max-w-48'. */
  width: string;
  /** The name, or a link to the record it names. */
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      {children}
      <p className={cx('text-xs font-normal text-slate-600 dark:text-slate-400', width)}>
        <EmailAddress address={email} cut />
      </p>
    </div>
  );
}
