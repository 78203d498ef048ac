import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as messages from '#contract/messages';
import type { BookingStatus } from '#contract/bookings';
import { genders, type Gender } from '#contract/students';
import { cardStatus } from '../../../components/booking/booking-labels.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { notifyUndoable } from '../../../lib/notify-undo.ts';
import { occupancyKeys, useInvalidate } from '../../../lib/query-client.ts';
import type { Booking } from '../../../types/api.ts';
import { getAllRooms } from '../../../lib/room-list.ts';
import { checkOutStudent, getStudent } from '../../../lib/student.ts';
import { cancelBooking, deleteBooking, moveBooking, setBookingStatus } from '../api/bookings-admin.ts';
import { bookingKeys } from '../api/keys.ts';
import { moveTargets, statusChoices } from '../move-targets.ts';
import { RoomLeftAtMove, useCheckInOfRoomLeft, type LeavingAnswers } from './room-left-fields.tsx';

export type BookingAction = 'move' | 'status' | 'cancel' | 'check-out' | 'delete';

const endsForGood =
  'The booking moves to the archive, where it stays on record, and the bed is freed at once. An ended booking cannot be reopened; the student can be booked again.';

/** The dialog of one action on one booking; each asks once and says what it will do. */
export function BookingActionDialog({
  booking,
  action,
  onClose,
  onDone,
}: {
  booking: Booking;
  action: BookingAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const room = booking.room.roomNumber;
  const name = booking.student.fullName;
  const [reasonError, setReasonError] = useState<string>();

  const act = useMutation({
    mutationFn: async ([write, success, failure]: [() => Promise<unknown>, string, string]) => {
      try {
        await write();
        notifySuccess(success);
        onDone();
      } catch (error) {
        notifyFailure(error, failure);
      }
    },
    meta: { invalidates: occupancyKeys },
  });

  const pending = act.isPending;
  switch (action) {
    case 'move':
      return <MoveDialog booking={booking} onClose={onClose} onDone={onDone} />;
    case 'status':
      return (
        <ConfirmDialog
          open
          title={`Change status of ${name}'s booking`}
          draft={{
            key: `status ${booking.id}`,
            initial: { status: statusChoices(booking.status)[0] ?? ('inactive' as BookingStatus) },
          }}
          confirmLabel="Change Status"
          pending={pending}
          onClose={onClose}
          onConfirm={({ status }) =>
            void act.mutateAsync([
              () => setBookingStatus(booking, status),
              messages.bookings.statusUpdated,
              messages.bookings.statusFailed,
            ])
          }
        >
          {({ answers, change }) => (
            <>
              <SelectField
                label="New status"
                value={answers.status}
                onChange={(event) => change({ status: event.target.value as BookingStatus })}
                choices={statusChoices(booking.status)}
                choiceLabel={(choice) => cardStatus[choice].label}
              />
              <p>{endsForGood}</p>
            </>
          )}
        </ConfirmDialog>
      );
    case 'cancel':
      return (
        <ConfirmDialog
          open
          title={`Cancel ${name}'s booking`}
          draft={{ key: `cancel ${booking.id}`, initial: { reason: '' } }}
          confirmLabel="Cancel Booking"
          pending={pending}
          onClose={onClose}
          onConfirm={({ reason }) => {
            if (!reason.trim()) {
              setReasonError(messages.bookings.cancellationReasonRequired);
              return;
            }
            void act.mutateAsync([
              () => cancelBooking(booking, reason.trim()),
              messages.bookings.cancelled,
              messages.bookings.cancelFailed,
            ]);
          }}
        >
          {({ answers, change }) => (
            <>
              <TextField
                label="Cancellation reason"
                value={answers.reason}
                maxLength={500}
                required
                error={reasonError}
                onChange={(event) => {
                  change({ reason: event.target.value });
                  setReasonError(undefined);
                }}
              />
              <p>{endsForGood}</p>
            </>
          )}
        </ConfirmDialog>
      );
    case 'check-out':
      return (
        <ConfirmDialog
          open
          title={`Check out ${name}`}
          confirmLabel="Check Out"
          pending={pending}
          onClose={onClose}
          onConfirm={() =>
            void act.mutateAsync([
              () => checkOutStudent(booking.studentId),
              messages.students.checkedOut,
              messages.students.checkoutFailed,
            ])
          }
        >
          <p>
            {name} leaves room {room}; the booking is recorded as Completed. {endsForGood}
          </p>
          <p>
            The desk records the check-out without the key or the room’s condition, and the whole deposit is
            returned. To record them, or to deduct from the deposit, use Check out at the desk on the
            booking’s page instead.
          </p>
        </ConfirmDialog>
      );
    case 'delete':
      return (
        <ConfirmDialog
          open
          title={`Delete ${name}'s booking`}
          confirmLabel="Delete Booking"
          pending={pending}
          onClose={onClose}
          onConfirm={() =>
            void act.mutateAsync([
              () => deleteBooking(booking),
              messages.bookings.deleted,
              messages.bookings.deleteFailed,
            ])
          }
        >
          <p>
            The booking of room {room} is archived, not erased. {endsForGood}
          </p>
        </ConfirmDialog>
      );
  }
}

/**
 * Move to Another Room: the room, a new gender when one travels with the move and, for a student checked
 * in, how they leave their room (decision 0106: the key and its condition, as at check-out).
 */
function MoveDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: Booking;
  onClose: () => void;
  onDone: () => void;
}) {
  const name = booking.student.fullName;
  const [roomError, setRoomError] = useState<string>();
  const read = useCheckInOfRoomLeft(booking);
  const invalidateOccupancy = useInvalidate(occupancyKeys);
  const move = useMutation({
    meta: { invalidates: occupancyKeys },
    mutationFn: async (answers: MoveAnswers) => {
      try {
        await moveBooking(booking, {
          roomId: answers.roomId,
          gender: answers.gender || undefined,
          leaving: read.leavingOf(answers),
        });
        // Moving back is the undo, while the old room still has the bed; not once the student handed
        // back the key of a room they were checked in to, which moving back would not check them in to.
        if (read.checkIn) notifySuccess(messages.bookings.updated);
        else
          notifyUndoable(messages.bookings.updated, () => {
            moveBooking(booking, { roomId: booking.roomId }).then(
              () => {
                notifySuccess(messages.bookings.updated);
                void invalidateOccupancy();
              },
              (error: unknown) => notifyFailure(error, messages.bookings.updateFailed),
            );
          });
        onDone();
      } catch (error) {
        notifyFailure(error, messages.bookings.updateFailed);
      }
    },
  });
  return (
    <ConfirmDialog
      open
      title={`Move ${name}`}
      // A new gender travels with a move (the one way to change it while the student holds a bed in
      // a single-gender room); empty keeps the student's.
      draft={{ key: `move ${booking.id}`, initial: { gender: '', roomId: '', leaving: null } as MoveAnswers }}
      confirmLabel="Move Booking"
      tone="primary"
      pending={move.isPending}
      // The check-in not read yet (whose room the move asks about), or a photo of the room on its way.
      waiting={read.waiting}
      onClose={onClose}
      onConfirm={(answers) =>
        answers.roomId ? void move.mutateAsync(answers) : setRoomError(messages.bookings.roomRequired)
      }
    >
      {({ answers, change }) => (
        <>
          <p>
            {name} leaves room {booking.room.roomNumber} for the room you choose. Only rooms with a free bed
            and a designation that fits the student are offered.
          </p>
          <NewGender value={answers.gender} onChange={(gender) => change({ gender, roomId: '' })} />
          <MoveTargetPicker
            booking={booking}
            gender={answers.gender}
            value={answers.roomId}
            error={roomError}
            onChange={(roomId) => {
              change({ roomId });
              setRoomError(undefined);
            }}
          />
          <RoomLeftAtMove
            booking={booking}
            read={read}
            fields={{ answers, change }}
            saving={move.isPending}
          />
        </>
      )}
    </ConfirmDialog>
  );
}

/**
 * A new gender that travels with a move, behind a disclosure: rarely wanted, it was the dialog's first
 * field, so a move opened with the focus on it rather than on New room below. Open when one is chosen
 * (a move's answers come back after Escape). Above the rooms, which it filters.
 */
function NewGender({ value, onChange }: { value: Gender | ''; onChange: (gender: Gender | '') => void }) {
  // Only at first: closing the disclosure under the user's hand as they choose Unchanged would drop the focus.
  const [opened] = useState(value !== '');
  return (
    <details open={opened} className="space-y-2">
      <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-300">
        Change the student’s gender with the move
      </summary>
      <SelectField
        label="Gender"
        hint="Change it only with a move to a room that fits the new gender."
        value={value}
        onChange={(event) => onChange(event.target.value as Gender | '')}
      >
        <option value="">Unchanged</option>
        {genders.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 'male' ? 'Male' : 'Female'}
          </option>
        ))}
      </SelectField>
    </details>
  );
}

interface MoveAnswers extends LeavingAnswers {
  roomId: string;
  gender: Gender | '';
}

/** The rooms this booking may move to, for this student's gender; `error` when none was chosen. */
export function MoveTargetPicker({
  booking,
  gender,
  value,
  error,
  onChange,
}: {
  booking: Booking;
  /** The gender the student moves with; empty for the one they have. */
  gender: Gender | '';
  value: string;
  error?: string;
  onChange: (roomId: string) => void;
}) {
  const candidates = useQuery({
    queryKey: bookingKeys.moveTargets(booking.id),
    queryFn: async () => {
      const [{ student }, rooms] = await Promise.all([
        getStudent(booking.studentId),
        getAllRooms({ available: 'true' }),
      ]);
      return { student, rooms };
    },
  });
  if (candidates.status === 'pending') return <LoadingState label="Loading rooms" rows={1} />;
  if (candidates.status === 'error')
    return (
      <ErrorState
        message={messageOf(candidates.error, messages.rooms.fetchFailed)}
        onRetry={() => void candidates.refetch()}
      />
    );
  const { student, rooms } = candidates.data;
  const targets = moveTargets(rooms, booking.roomId, gender || student.gender);
  if (targets.length === 0)
    return <p className="font-medium">No other room has a free bed for this student.</p>;
  return (
    <SelectField
      label="New room"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      error={error}
    >
      <option value="">Choose a room</option>
      {targets.map((room) => (
        <option key={room.id} value={room.id}>
          {room.roomNumber} · {room.roomType} · {room.freeBeds} free
        </option>
      ))}
    </SelectField>
  );
}
