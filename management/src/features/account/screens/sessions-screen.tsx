import { useState } from 'react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import * as messages from '#contract/messages';
import type { SignedInPlace } from '#contract/sessions';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { screenTitles } from '../../../config/screen-titles.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useBrowserNamer } from '../components/browser-name.ts';
import { useEndOtherPlaces, useEndSignedInPlace, useSignedInPlaces } from '../api/sessions.ts';

const onPhone = (browser: string) => /iPhone|iPad|Android|Mobile/i.test(browser);

function PlaceRow({
  place,
  browser,
  ending,
  onEnd,
}: {
  place: SignedInPlace;
  /** The browser and system, named from the User-Agent. */
  browser: string;
  ending: boolean;
  onEnd: (place: SignedInPlace) => void;
}) {
  const Icon = onPhone(browser) ? Smartphone : Monitor;
  return (
    <li>
      <Card className="flex flex-wrap items-start gap-4 p-4 sm:p-5">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-[1_1_14rem] space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold">{browser}</h2>
            {place.current && <Badge tone="green">This device</Badge>}
            {place.remembered && <Badge tone="blue">Remembered</Badge>}
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span className="sr-only">Address: </span>
            {place.ip || 'Unknown address'}
            {place.tabs > 1 && ` · ${place.tabs} tabs open`}
          </p>
          {/* A line each on a phone: one line that wrapped left its dot at the end of the first. */}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span className="block sm:inline">Last active {formatDateTime(place.lastActiveAt)}</span>
            <span className="max-sm:hidden"> · </span>
            <span className="block sm:inline">Signed in {formatDateTime(place.signedInAt)}</span>
          </p>
        </div>
        {!place.current && (
          <Button
            variant="secondary"
            pending={ending}
            onClick={() => onEnd(place)}
            aria-label={`Sign out ${browser}, ${place.ip}`}
          >
            <LogOut className="size-4" aria-hidden="true" /> Sign out
          </Button>
        )}
      </Card>
    </li>
  );
}

/**
 * Where you're signed in (docs/spec.md §12), for students and staff: each browser and tab signed in to
 * the account, with its address and last activity; "This device" is the browser in use. Ending another
 * signs it out at its next request.
 */
export function SessionsScreen() {
  const places = useSignedInPlaces();
  const endOne = useEndSignedInPlace();
  const endOthers = useEndOtherPlaces();
  const [confirming, setConfirming] = useState(false);
  const nameBrowser = useBrowserNamer();

  const end = async (place: SignedInPlace) => {
    try {
      notifySuccess((await endOne.mutateAsync(place.id)).message);
    } catch (error) {
      notifyFailure(error, messages.sessionList.endFailed);
    }
  };
  const endAllOthers = async () => {
    try {
      notifySuccess((await endOthers.mutateAsync()).message);
      setConfirming(false);
    } catch (error) {
      // Said in the confirmation, which stays open (lib/notify.ts).
      notifyFailure(error, messages.sessionList.endFailed);
    }
  };

  const others = places.data?.sessions.filter((place) => !place.current).length ?? 0;
  return (
    <div className="max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{screenTitles.sessions}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Sign out any browser you do not recognise, then change your password.
          </p>
        </div>
        {others > 0 && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Sign out everywhere else
          </Button>
        )}
      </div>
      {places.status === 'pending' && <LoadingState label="Loading where you are signed in" rows={2} />}
      <QueryFailed query={places} failed={messages.sessionList.loadFailed} />
      {places.status === 'success' && (
        <ul className="space-y-3" aria-label="Sessions">
          {places.data.sessions.map((place) => (
            <PlaceRow
              key={place.id}
              place={place}
              browser={nameBrowser(place.userAgent)}
              ending={endOne.isPending && endOne.variables === place.id}
              onEnd={(chosen) => void end(chosen)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere else?"
        confirmLabel="Sign out everywhere else"
        pending={endOthers.isPending}
        onConfirm={() => void endAllOthers()}
        onClose={() => setConfirming(false)}
      >
        Every other browser and tab signed in to your account is signed out at its next request. This device
        stays signed in.
      </ConfirmDialog>
    </div>
  );
}
