import { useState } from 'react';
import { Choice } from '../../../components/ui/choice.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { Student } from '../../../types/api.ts';

/**
 * Asks before a student is deactivated (issue #25, issue #30): what deactivation does, and, when they
 * hold a bed, whether their booking ends with it. Nothing is chosen for staff: the dialog will not go on
 * until they have answered.
 */
export function DeactivateDialog({
  student,
  pending,
  onConfirm,
  onClose,
}: {
  student: Student | null;
  pending: boolean;
  /** endBooking: the answer, when the student holds a bed. */
  onConfirm: (endBooking: boolean | undefined) => void;
  onClose: () => void;
}) {
  const [unanswered, setUnanswered] = useState(false);
  const room = student?.room?.roomNumber;
  const close = () => {
    setUnanswered(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={student !== null}
      title="Deactivate student"
      draft={{ key: `deactivate ${student?.id}`, initial: { endBooking: undefined as boolean | undefined } }}
      confirmLabel="Deactivate"
      pending={pending}
      onConfirm={({ endBooking }) => {
        if (room && endBooking === undefined) return setUnanswered(true);
        onConfirm(room ? endBooking : undefined);
      }}
      onClose={close}
    >
      {({ answers: { endBooking }, change }) => {
        const answer = (end: boolean) => {
          change({ endBooking: end });
          setUnanswered(false);
        };
        return (
          <>
            <p>
              Deactivate the account of <strong>{student?.fullName}</strong>? They are signed out everywhere,
              cannot sign in or book until activated again, leave the waitlist, and are told by mail.
            </p>
            {room && (
              <fieldset
                className="space-y-2"
                aria-describedby={unanswered ? 'deactivate-unanswered' : undefined}
              >
                <legend className="mb-2 font-medium text-slate-900 dark:text-slate-100">
                  They hold a bed in Room {room}. Does their booking end?
                </legend>
                <Choice
                  name="endBooking"
                  value="end"
                  checked={endBooking === true}
                  onChange={() => answer(true)}
                  title="End the booking"
                  detail="Checked out without the desk’s inspection: Completed, the whole deposit returned and the bed freed for the next student. To record the key and the room’s condition first, use Check out at the desk on the booking’s page."
                />
                <Choice
                  name="endBooking"
                  value="keep"
                  checked={endBooking === false}
                  onChange={() => answer(false)}
                  title="Keep the booking"
                  detail="The bed stays theirs while the account is inactive."
                />
                {unanswered && (
                  <p id="deactivate-unanswered" role="alert" className="text-red-700 dark:text-red-300">
                    Choose whether the booking ends.
                  </p>
                )}
              </fieldset>
            )}
          </>
        );
      }}
    </ConfirmDialog>
  );
}
