import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A record's name that opens it (a student's profile, a booking, a repair): in a list row or a roster. */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
    >
      {children}
    </Link>
  );
}
