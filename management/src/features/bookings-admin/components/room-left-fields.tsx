import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingStay, CheckIn, ConditionEntry } from '#contract/desk';
import * as messages from '#contract/messages';
import type { ConfirmFields } from '../../../components/ui/confirm-dialog.tsx';
import { Checkbox } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { stayQuery } from '../../../lib/booking.ts';
import { stayPhotosRefetch } from '../../../lib/photos.ts';
import type { FormUploads } from '../../../lib/form.ts';
import type { Booking } from '../../../types/api.ts';
import { blankReport, ConditionFields } from './condition-fields.tsx';

/**
 * How a room is handed back, as its fields hold it (contract/desk.ts roomLeftSchema checks it), and the
 * check-in they compare it with, by its time: sent with them, so the server refuses them once another
 * desk has replaced that check-in (a move and a check-in to the new room) rather than file them with the
 * new one (decision 0106).
 */
export interface RoomLeftAnswers {
  keyReturned: boolean;
  items: ConditionEntry[];
  checkedInAt?: string;
}

/**
 * A room handed back to the desk: whether its key or card came back, and its condition item by item
 * beside its check-in's (`before`). Check-out asks it of the room the booking holds, and a move of a
 * student checked in of the room they leave (docs/decisions/0106).
 */
export function RoomLeftFields({
  value,
  onChange,
  errors,
  before,
  uploads,
}: {
  value: RoomLeftAnswers;
  /** Given a change to make to the answers as they are when it is made (a photo ends its upload later). */
  onChange: (change: (value: RoomLeftAnswers) => RoomLeftAnswers) => void;
  errors: Record<string, string>;
  before: readonly ConditionEntry[];
  uploads: FormUploads;
}) {
  return (
    <>
      <Checkbox
        label="Key or card returned"
        checked={value.keyReturned}
        onChange={(event) => {
          const keyReturned = event.target.checked;
          onChange((now) => ({ ...now, keyReturned }));
        }}
      />
      <ConditionFields
        entries={value.items}
        before={before}
        onChange={(change) => onChange((now) => ({ ...now, items: change(now.items) }))}
        errors={errors}
        uploads={uploads}
      />
    </>
  );
}

/**
 * Where a room handed back starts: the key back, and its check-in's conditions and notes (its photos
 * show beside each item, not as new ones), compared with that check-in.
 */
export const roomLeftStart = (checkIn: CheckIn | null): RoomLeftAnswers => ({
  keyReturned: true,
  items: checkIn?.items.length
    ? checkIn.items.map(({ item, condition, note }) => ({ item, condition, note }))
    : blankReport(),
  ...(checkIn ? { checkedInAt: checkIn.at } : {}),
});

/**
 * The answers of a room as left against `checkIn`: those given, when made against it; else its start,
 * so answers put aside against a check-in replaced since (confirm-dialog.tsx drafts) start afresh.
 */
const leavingAgainst = (checkIn: CheckIn, leaving: RoomLeftAnswers | null) =>
  leaving?.checkedInAt === checkIn.at ? leaving : roomLeftStart(checkIn);

/** A move's answers: how the student leaves the room, null until staff change any (from its check-in). */
export interface LeavingAnswers {
  leaving: RoomLeftAnswers | null;
}

/**
 * The booking's check-in, which a move out of its room files (decision 0102), so the move asks how the
 * room was left: `checkIn` null when there is none; `waiting` until the stay is read (or failed to be)
 * and while a photo of the room uploads, as the move must; `leavingOf` what the move sends of a dialog's
 * answers (nothing for a student not checked in).
 */
export function useCheckInOfRoomLeft(booking: Booking) {
  // Its check-in's photos, shown beside each item, are signed links: read again while the dialog is open.
  const stay = useQuery({ ...stayQuery<BookingStay>(booking.id), refetchInterval: stayPhotosRefetch });
  const [uploading, setUploading] = useState(false);
  const now = stay.data?.stay.checkIn ?? null;
  // The check-in staff compare the room with is the first this dialog read (adjusted while rendering, as
  // React advises): a later read that finds another (a move and a check-in to the new room by another
  // desk) leaves the answers with the one they were made against, which the server then refuses.
  const [first, setFirst] = useState<CheckIn | null>(null);
  if (now && !first) setFirst(now);
  const checkIn = first ? (now?.at === first.at ? now : first) : now;
  return {
    stay,
    checkIn,
    waiting: stay.status === 'pending' || uploading,
    setUploading,
    leavingOf: ({ leaving }: LeavingAnswers) => (checkIn ? leavingAgainst(checkIn, leaving) : undefined),
  };
}

/**
 * In a move's dialog, the room the student leaves as they leave it, when they are checked in to it: the
 * same fields as check-out's, starting from its check-in (0106). Nothing for a student not checked in.
 * Its photos wait while the move is `saving` (decision 0107).
 */
export function RoomLeftAtMove({
  booking,
  read,
  fields: { answers, change },
  saving,
}: {
  booking: Booking;
  read: ReturnType<typeof useCheckInOfRoomLeft>;
  fields: ConfirmFields<LeavingAnswers>;
  saving: boolean;
}) {
  const { stay, checkIn } = read;
  if (stay.status === 'pending') return <LoadingState label="Loading the check-in" rows={1} />;
  if (stay.status === 'error')
    return (
      <ErrorState
        message={messageOf(stay.error, messages.desk.fetchFailed)}
        onRetry={() => void stay.refetch()}
      />
    );
  if (!checkIn) return null;
  return (
    <section aria-label={`Room ${booking.room.roomNumber} as the student leaves it`} className="space-y-3">
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">
        Room {booking.room.roomNumber} as they leave it
      </h3>
      <p>
        {booking.student.fullName} is checked in here, key {checkIn.keyNumber}. Record the key and the room’s
        condition as at check-out: the booking’s history keeps them beside this check-in, for deductions from
        the deposit at check-out.
      </p>
      <RoomLeftFields
        value={leavingAgainst(checkIn, answers.leaving)}
        onChange={(update) => change((now) => ({ leaving: update(leavingAgainst(checkIn, now.leaving)) }))}
        errors={{}}
        before={checkIn.items}
        uploads={{ saving, onUploading: read.setUploading }}
      />
    </section>
  );
}
