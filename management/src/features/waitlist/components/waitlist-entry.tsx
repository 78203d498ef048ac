import { useEffect, useState } from 'react';
import { Clock, ListOrdered } from 'lucide-react';
import * as messages from '#contract/messages';
import type { MyWaitlist } from '#contract/waitlist';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useAcceptOffer, useDeclineOffer, useLeaveWaitlist } from '../api/waitlist.ts';
import { deadlineLabel, timeLeft } from './time-left.ts';
import type { Message } from '../../../types/api.ts';

/** Re-renders every 30 s, so the time left of an offer stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Sends the student's answer and tells them how it went: the server's message, or why it failed. */
async function answer(run: () => Promise<Message>, fallback: string) {
  try {
    notifySuccess((await run()).message);
  } catch (error) {
    notifyFailure(error, fallback);
  }
}

function OfferCard({ data }: { data: MyWaitlist }) {
  const offer = data.entry!.offer!;
  const now = useNow();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  return (
    <Card className="border-brand-300 p-6 dark:border-brand-700" data-testid="waitlist-offer">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">A bed is offered to you: room {offer.roomNumber}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {offer.roomType}
            {offer.block !== '-' ? ` · Block ${offer.block}` : ''}. It is held for you until{' '}
            {deadlineLabel(offer.expiresAt)}.
          </p>
        </div>
        <Badge tone="amber">
          <Clock className="mr-1 inline size-3.5" aria-hidden="true" />
          {timeLeft(offer.expiresAt, now)}
        </Badge>
      </div>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Accept to make it your booking. If you decline or let it expire, it goes to the next student and you
        leave the waitlist.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          pending={accept.isPending}
          disabled={decline.isPending}
          onClick={() => answer(() => accept.mutateAsync(), messages.waitlist.acceptFailed)}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          pending={decline.isPending}
          disabled={accept.isPending}
          onClick={() => answer(() => decline.mutateAsync(), messages.waitlist.declineFailed)}
        >
          Decline
        </Button>
      </div>
    </Card>
  );
}

function Waiting({ data }: { data: MyWaitlist }) {
  const leave = useLeaveWaitlist();
  return (
    <Card className="p-6" data-testid="waitlist-position">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <ListOrdered className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" /> You are on
        the waitlist
      </h3>
      <ul className="mt-3 space-y-1 text-sm">
        {data.positions.map((place) => (
          <li key={place.roomType}>
            {place.roomType}: <strong>number {place.position}</strong> of {place.waiting} waiting
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {data.entry!.block ? `Block ${data.entry!.block} only. ` : ''}When a bed you accept frees, it is
        offered to you by email and here, and held for {data.offerHours} hours.
      </p>
      <Button
        variant="secondary"
        className="mt-4"
        pending={leave.isPending}
        onClick={() => answer(() => leave.mutateAsync(), messages.waitlist.leaveFailed)}
      >
        Leave the waitlist
      </Button>
    </Card>
  );
}

/** A student's waitlist entry: the bed offered to them, else their places in the queue. */
export function WaitlistEntry({ data }: { data: MyWaitlist }) {
  return data.entry?.status === 'offered' ? <OfferCard data={data} /> : <Waiting data={data} />;
}
