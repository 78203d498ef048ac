import { useState } from 'react';
import { ChevronDown, LogOut, Settings, User as UserIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { initialsOf } from '../../lib/initials.ts';
import { endSession } from '../../lib/session.ts';
import type { User } from '../../types/api.ts';
import { roleLabels } from '../../config/role-labels.ts';
import { profilePathFor } from './navigation.ts';
import { usePopover } from '../../components/ui/use-popover.ts';

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/** Name, email and role, My Profile, Settings for admins, and Sign out (docs/spec.md §2). */
export function UserMenu({ user }: { user: User }) {
  const { open, close, id: menuId, root, buttonProps } = usePopover();
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();

  const signOut = async () => {
    setSigningOut(true);
    await endSession();
    navigate(paths.login, { replace: true });
  };

  const isStaff = user.role === 'admin' || user.role === 'super_admin';
  return (
    <div ref={root} className="relative">
      <button
        {...buttonProps}
        className="flex items-center gap-1.5 rounded-full p-0.5 pr-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span className="sr-only">Account menu</span>
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white dark:bg-brand-500 dark:text-slate-950"
        >
          {initialsOf(user.fullName)}
        </span>
        <ChevronDown className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-3 pt-1 pb-3 dark:border-slate-800">
            <p className="truncate text-sm font-semibold">{user.fullName}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
            <p className="mt-1 text-xs font-medium text-brand-700 dark:text-brand-300">
              {roleLabels[user.role]}
            </p>
          </div>
          <nav aria-label="Account" className="pt-2">
            <Link to={profilePathFor(user.role)} className={itemClasses} onClick={close}>
              <UserIcon className="size-4" aria-hidden="true" /> My Profile
            </Link>
            {isStaff && (
              <Link to={paths.admin.settings} className={itemClasses} onClick={close}>
                <Settings className="size-4" aria-hidden="true" /> Settings
              </Link>
            )}
            <button type="button" className={itemClasses} onClick={signOut} disabled={signingOut}>
              <LogOut className="size-4" aria-hidden="true" /> Sign out
            </button>
          </nav>
        </div>
      )}
    </div>
  );
}
