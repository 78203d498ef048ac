import { useEffect, useRef } from 'react';
import { ExternalLink, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { brand } from '#contract/brand';
import { basename } from '../../config/paths.ts';
import { cx } from '../../components/ui/cx.ts';
import type { User } from '../../types/api.ts';
import { navigationFor, type NavItem } from './navigation.ts';

// Rows of 32 px, 2 px apart: at 36 and 4 the super admin's eighteen links ran past a 900 px high window.
const linkBase = 'group flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors';
const linkIdle =
  'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const linkActive = 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100';

function Item({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const Icon = item.icon;
  const content = (
    <>
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={cx('truncate', collapsed && 'md:sr-only')}>{item.label}</span>
      {item.external && !collapsed && (
        <ExternalLink className="ml-auto size-3.5 opacity-60" aria-hidden="true" />
      )}
    </>
  );
  if (item.external)
    return (
      <a
        href={item.to === '/' ? '/' : `${basename}${item.to}`}
        target="_blank"
        rel="noopener"
        className={cx(linkBase, linkIdle)}
        title={collapsed ? item.label : undefined}
      >
        {content}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) => cx(linkBase, isActive ? linkActive : linkIdle)}
      title={collapsed ? item.label : undefined}
    >
      {content}
    </NavLink>
  );
}

/**
 * The role's menu (docs/spec.md §2): a column on desktop that can collapse to icons, a slide-over with a
 * backdrop below 768px. Opened, the slide-over takes the focus (its Close button) and closes on Escape;
 * the shell makes the page behind it inert and gives the focus back to the menu button.
 */
export function Sidebar({
  user,
  collapsed,
  onToggleCollapsed,
  mobileOpen,
  onCloseMobile,
}: {
  user: User;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onCloseMobile: () => void;
}) {
  const groups = navigationFor(user.role);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mobileOpen) closeButton.current?.focus();
  }, [mobileOpen]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseMobile();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen, onCloseMobile]);

  return (
    <>
      {mobileOpen && (
        <div
          className="fixed inset-0 z-30 bg-slate-950/50 backdrop-blur-[1px] md:hidden"
          aria-hidden="true"
          onClick={onCloseMobile}
        />
      )}
      <aside
        id="app-sidebar"
        aria-label="Sidebar"
        className={cx(
          'fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-slate-200 bg-white transition-transform duration-200 dark:border-slate-800 dark:bg-slate-900',
          'md:sticky md:top-0 md:h-screen md:translate-x-0 md:transition-[width]',
          // Closed on a phone, it is out of sight and out of the tab order.
          mobileOpen ? 'translate-x-0' : '-translate-x-full max-md:invisible',
          collapsed ? 'md:w-[4.5rem]' : 'md:w-64',
        )}
      >
        <div className="flex h-16 items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-800">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-sm font-bold text-white dark:bg-brand-500 dark:text-slate-950"
          >
            {brand.name[0]}
          </span>
          <p
            className={cx('min-w-0 flex-1 truncate font-semibold tracking-tight', collapsed && 'md:sr-only')}
          >
            {brand.name}
          </p>
          <button
            ref={closeButton}
            type="button"
            onClick={onCloseMobile}
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 md:hidden dark:text-slate-400 dark:hover:bg-slate-800"
            aria-label="Close menu"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {/* A window too short for the menu scrolls the menu alone, the name and header staying put. */}
        <nav aria-label="Main" className="flex-1 space-y-4 overflow-y-auto overscroll-contain px-3 py-2">
          {groups.map((group, index) => (
            <div key={group.title ?? index}>
              {group.title && (
                <p
                  className={cx(
                    'px-3 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400',
                    collapsed && 'md:sr-only',
                  )}
                >
                  {group.title}
                </p>
              )}
              <ul className="space-y-0.5">
                {group.items.map((item) => (
                  <li key={item.label}>
                    <Item item={item} collapsed={collapsed} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="border-t border-slate-200 p-3 dark:border-slate-800">
          <div className={cx('min-w-0 px-3 py-2', collapsed && 'md:sr-only')}>
            <p className="truncate text-sm font-semibold">{user.fullName}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
          </div>
          <button
            type="button"
            onClick={onToggleCollapsed}
            className="hidden w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 md:flex dark:text-slate-300 dark:hover:bg-slate-800"
            aria-expanded={!collapsed}
            aria-controls="app-sidebar"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftClose className="size-5" aria-hidden="true" />
            )}
            <span className={cx(collapsed && 'sr-only')}>
              {collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            </span>
          </button>
        </div>
      </aside>
    </>
  );
}
