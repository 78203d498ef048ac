import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Menu } from 'lucide-react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session-store.ts';
import { invalidateNoticed, invalidateStaffChange } from '../../lib/query-client.ts';
import { useIdleSignOut } from '../../lib/use-idle-sign-out.ts';
import { usePhoneWidth } from '../../lib/use-phone-width.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { greetingFor } from './greeting.ts';
import { LockdownBanner, useLockdownNotice } from './lockdown-banner.tsx';
import { LockdownChannel } from './lockdown-channel.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import { SearchBox } from './search-box.tsx';
import { Sidebar } from './sidebar.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/** The signed-in layout (docs/spec.md §2): sidebar, top bar, breadcrumbs and the screen. */
export default function AppShell() {
  const session = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  // The slide-over belongs to the location it was opened on, so any navigation closes it; it is a
  // phone's, and on a window widened past the breakpoint the menu is the column beside the page again.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const phone = usePhoneWidth();
  const mobileOpen = openedAt === location.key && phone;
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closed by Escape, its Close button or the backdrop, it gives the focus back to the menu button, once
  // drawn closed: until then the button is inert. A link chosen in it leaves the focus to the new screen.
  const closeMobile = useCallback(() => {
    flushSync(() => setOpenedAt(null));
    menuButton.current?.focus();
  }, []);
  const staffTab = session.status === 'authenticated' && session.user.role !== 'student';
  const lockdown = useLockdownNotice(staffTab);
  useIdleSignOut(staffTab);

  if (session.status !== 'authenticated') return null;
  const { user } = session;
  const greeting = greetingFor(new Date());
  return (
    <div className="flex min-h-screen">
      <LockdownChannel
        user={user}
        session={session.sessionNumber}
        onLockdown={lockdown.onLockdown}
        onUnlock={lockdown.onUnlock}
        onNotification={(news) => void invalidateNoticed(queryClient, news)}
        onStaffChange={(resource) => void invalidateStaffChange(queryClient, resource)}
      />
      {/* While the slide-over is open, the page behind its backdrop is out of reach, as under a dialog. */}
      <a
        inert={mobileOpen}
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
      >
        Skip to content
      </a>
      <Sidebar
        user={user}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((v) => !v)}
        mobileOpen={mobileOpen}
        onCloseMobile={closeMobile}
      />
      <div inert={mobileOpen} className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur md:px-6 dark:border-slate-800 dark:bg-slate-900/90">
          <button
            ref={menuButton}
            type="button"
            onClick={() => setOpenedAt(location.key)}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            aria-controls="app-sidebar"
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <SearchBox role={user.role} />
          <p className="ml-auto hidden truncate text-sm text-slate-600 lg:block dark:text-slate-300">
            {greeting}, <span className="font-semibold text-slate-900 dark:text-white">{user.fullName}</span>
          </p>
          <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-2">
            <NotificationBell />
            <ThemeToggle />
            <UserMenu user={user} />
          </div>
        </header>
        <LockdownBanner notice={lockdown.notice} />
        <MaintenanceBanner isStaff={user.role !== 'student'} />
        {/* The bottom padding lets a page's last row scroll clear of the toasts at the bottom right: their
            offset, one toast and the edges of two stacked behind it. A pointer resting on a toast holds
            it, so one over a row's button stayed there while the user reached for it. A phone's toasts
            sit at the top (root-layout.tsx). */}
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-8 md:px-8 md:pt-8 md:pb-28">
          <p className="mb-3 text-sm text-slate-600 lg:hidden dark:text-slate-300">
            {greeting}, <span className="font-semibold text-slate-900 dark:text-white">{user.fullName}</span>
          </p>
          <Breadcrumbs />
          {/* Each path is a screen of its own, made afresh: a move between two records of one route (a
              notice in the bell from one booking or repair to another, then Back) kept the component,
              and with it the first record's forms, open dialogs and typed words, to be sent on the
              second. A change of the query or hash (a list's filter, a profile's tab) keeps the screen,
              as the unsaved-edits guard and the heading's focus already take it. */}
          <Outlet key={location.pathname} />
        </main>
      </div>
    </div>
  );
}
