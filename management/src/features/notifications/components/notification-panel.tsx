import type { Notification } from '#contract/notifications';
import * as messages from '#contract/messages';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { ErrorState } from '../../../components/ui/states.tsx';
import { useFocusAfterChange } from '../../../components/ui/use-focus-after-change.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { focusScreenHeading, focusScreenPart } from '../../../lib/screen-heading.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications.ts';

const categoryLabels: Record<Notification['category'], string> = {
  bookings: 'Booking',
  waitlist: 'Waitlist',
  payments: 'Payment',
  maintenance: 'Maintenance',
  announcements: 'Announcement',
  account: 'Account',
  summaries: 'Summary',
  parcels: 'Parcel',
};

/** The bell's list: newest first, a page at a time, each marked read when opened. */
export default function NotificationPanel({ onClose }: { onClose: () => void }) {
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Done, Mark all as read is turned off, which dropped the focus to the page's body: the newest
  // notification takes it, in the list the keyboard is in.
  const { control, focusAfter } = useFocusAfterChange();

  if (list.status === 'pending') return <p className="p-3 text-sm">Loading notifications…</p>;
  if (list.status === 'error')
    return <ErrorState message={messages.notifications.loadFailed} onRetry={() => void list.refetch()} />;

  const notifications = list.data.pages.flatMap((page) => page.notifications);
  const unread = list.data.pages[0]?.unread ?? 0;
  const open = (notification: Notification) => {
    if (!notification.read)
      markRead.mutate(notification.id, {
        onError: (error) => notifyFailure(error, messages.common.unexpected),
      });
    if (notification.link) {
      // Opened on the screen it leads to, nothing moves, so the heading (or the part of the screen it
      // names, `#parcels`) does not take the focus as after a move (app/use-heading-focus.ts): it fell to
      // the page's body with the closed panel's entry.
      const part = decodeURIComponent(notification.link.split('#')[1] ?? '');
      if (notification.link.split(/[?#]/)[0] === pathname && !(part && focusScreenPart(part, true)))
        focusScreenHeading();
      onClose();
      navigate(notification.link);
    }
  };

  return (
    <section aria-label="Notifications">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-2 pb-2 dark:border-slate-800">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="xs"
          disabled={unread === 0}
          pending={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () => focusAfter('newest'),
              onError: (error) => notifyFailure(error, messages.common.unexpected),
            })
          }
        >
          Mark all as read
        </Button>
      </div>
      {notifications.length === 0 ? (
        <p className="p-4 text-center text-sm text-slate-600 dark:text-slate-400">No notifications yet.</p>
      ) : (
        <ul className="max-h-96 overflow-y-auto py-1">
          {notifications.map((notification, index) => (
            <li key={notification.id}>
              <button
                ref={index === 0 ? control('newest') : undefined}
                type="button"
                onClick={() => open(notification)}
                className={cx(
                  'flex w-full flex-col items-start gap-0.5 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800',
                  !notification.read && 'bg-brand-50 dark:bg-slate-800/60',
                )}
              >
                <span className={cx('w-full', !notification.read && 'font-semibold')}>
                  {notification.title}
                  {!notification.read && <span className="sr-only"> (unread)</span>}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {categoryLabels[notification.category]} · {formatDateTime(notification.at)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="border-t border-slate-200 px-2 pt-2 dark:border-slate-800">
          <Button
            variant="secondary"
            className="w-full"
            pending={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </section>
  );
}
