import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from './button.tsx';

/**
 * The way back above a record's page or a step of a flow: an arrow and where it leads, a ghost button's
 * look pulled left so its text lines up with the heading under it.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('ghost', '-ml-3')}>
      <ArrowLeft className="size-4" aria-hidden="true" /> {children}
    </Link>
  );
}
