import { lazy, Suspense } from 'react';
import { Bell } from 'lucide-react';
import { usePopover } from '../../../components/ui/use-popover.ts';
import { useUnreadCount } from '../api/notifications.ts';

// The list loads only when the bell is opened: the bell is on every area's first screen.
const NotificationPanel = lazy(() => import('./notification-panel.tsx'));

/** The top bar's bell (issue #28): the unread count, live, and the notification list it opens. */
export function NotificationBell() {
  const { open, close, id, root, buttonProps } = usePopover();
  const unread = useUnreadCount().data?.unread ?? 0;

  return (
    <div ref={root} className="relative">
      <button
        {...buttonProps}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-unread-count={unread}
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        // On a phone the bell sits left of the theme toggle and the user menu, so a panel hung from its
        // right edge would run off the screen's left: there it spans the screen under the top bar instead.
        <div
          id={id}
          className="fixed inset-x-4 top-16 z-40 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:w-96 dark:border-slate-800 dark:bg-slate-900"
        >
          <Suspense fallback={<p className="p-3 text-sm text-slate-600 dark:text-slate-400">Loading…</p>}>
            <NotificationPanel onClose={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
