import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { forgetPutAsideAnswers } from '../components/ui/put-aside-answers.ts';
import { maxVisibleToasts, toastDurations } from '../config/constants.ts';
import { isAuthPath } from '../config/paths.ts';
import { setNavigator } from '../lib/api.ts';
import { useRecordName, tabTitle } from '../lib/record-title.ts';
import { hydrateSession } from '../lib/session.ts';
import { followSystemTheme, useTheme } from '../lib/theme.ts';
import { useToasterShown } from '../lib/toasts.ts';
import { usePhoneWidth } from '../lib/use-phone-width.ts';
import { UnsavedEditsGuard } from './unsaved-edits-guard.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

const Toaster = lazy(() => import('./shell/toaster.tsx'));

/** Where a phone's toasts start: the signed-in shell's top bar (app-shell.tsx, h-16) and a gap. */
const belowTopBar = 64 + 8;

/**
 * Around every screen: the toasts, the API client's navigator, the session check of docs/spec.md §4, the
 * question before edits not saved are left behind, the end of a confirmation's answers put aside, and
 * the focus on a new screen's heading.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const toasterShown = useToasterShown();
  const phone = usePhoneWidth();
  const matches = useMatches();
  // Each route names its screen (routes.tsx `handle.title`); the deepest one that does is the tab's title.
  const screen = [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find(Boolean);

  const record = useRecordName();
  useEffect(() => {
    document.title = tabTitle(screen, record);
  }, [screen, record]);

  useHeadingFocus();

  useEffect(followSystemTheme, []);

  useEffect(() => setNavigator((to) => navigate(to, { replace: true })), [navigate]);

  // A confirmation's answers put aside on a screen end with it (components/ui/confirm-dialog.tsx).
  useEffect(() => forgetPutAsideAnswers(), [pathname]);

  // Hydration runs on every management page but the four auth screens (§4).
  useEffect(() => {
    if (!isAuthPath(pathname)) void hydrateSession();
  }, [pathname]);

  return (
    <>
      {toasterShown && (
        <Suspense fallback={null}>
          <Toaster
            // Bottom right on a wider screen, where no control of the shell sits. At the top right a toast
            // covered the bell, the theme switch and the account menu, or, below the header, the panels
            // they open; hovering a toast pauses it, so reaching for them held it there. On a phone a toast
            // across the bottom covered the button just tapped, a form's Save, which the user taps next,
            // where the thumb rests: there it sits at the top, just below the top bar, and the bar's
            // panels are drawn over it (styles.css). Below 600 px Sonner spans the phone's width.
            position={phone ? 'top-center' : 'bottom-right'}
            offset={{ top: belowTopBar }}
            mobileOffset={{ top: belowTopBar }}
            visibleToasts={maxVisibleToasts}
            duration={toastDurations.general}
            closeButton
            theme={theme}
          />
        </Suspense>
      )}
      <UnsavedEditsGuard />
      <Outlet />
    </>
  );
}
