import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as messages from '#contract/messages';
import { orMissing } from '#contract/shown-values';
import { Button } from '../../../components/ui/button.tsx';
import { StudentPicker } from '../../../components/student/student-picker.tsx';
import { Choice } from '../../../components/ui/choice.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useHoldDialogWhileSending } from '../../../lib/dialog-sending.ts';
import { useActiveStudentsMatching } from '../../../lib/student-list.ts';
import { useUnsavedEdits } from '../../../lib/use-unsaved-edits.ts';
import type { Room, Student } from '../../../types/api.ts';
import {
  roomSuits,
  useBookForStudent,
  useRoomsForBooking,
  useWaitingForRoom,
} from '../api/book-for-student.ts';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

/**
 * The confirm step shared by both directions: one POST /bookings, then the new booking's details. A
 * choice made is held as an edit, so closing the dialog or leaving the screen asks before dropping it.
 */
function useBook(onClose: () => void, chosen: boolean) {
  const navigate = useNavigate();
  const write = useBookForStudent();
  const edits = useUnsavedEdits(chosen);
  useHoldDialogWhileSending(write.isPending);
  const book = async (student: Student, room: Room) => {
    edits.sending(true);
    try {
      const { booking } = await write.mutateAsync([student, room]);
      edits.saved();
      notifySuccess(messages.bookings.created);
      onClose();
      void navigate(paths.admin.booking(booking.publicId));
    } catch (error) {
      edits.sending(false);
      notifyFailure(error, messages.bookings.createFailed);
    }
  };
  return { book, pending: write.isPending };
}

/**
 * Before staff confirm a walk-in, the students waiting for this room's bed (other than the one being
 * booked), so nobody is passed over unknowingly (issue 20: the waitlist never blocks staff).
 */
function WaitingNotice({ roomId, studentId }: { roomId: string; studentId: string }) {
  const waiting = useWaitingForRoom(roomId);
  if (waiting.status !== 'success') return null;
  const others = waiting.data.waiting.filter((entry) => entry.student.id !== studentId);
  if (others.length === 0) return null;
  const names = others.slice(0, 5).map((entry) => entry.student.fullName);
  const more = others.length > names.length ? ` and ${others.length - names.length} more` : '';
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {others.length === 1 ? '1 student is' : `${others.length} students are`} waiting for this room:{' '}
      {names.join(', ')}
      {more}. Booking now passes over the queue.
    </p>
  );
}

const roomDetail = (room: Room) =>
  `${room.roomType} · ${room.freeBeds} free bed${room.freeBeds === 1 ? '' : 's'} of ${room.capacity} · ${
    room.genderDesignation === 'mixed'
      ? 'Mixed'
      : `${room.genderDesignation[0]!.toUpperCase()}${room.genderDesignation.slice(1)} only`
  }`;

/** Staff give a student a bed: a room with a free bed that suits the student's gender, then confirm. */
export function BookForStudentDialog({ student, onClose }: { student: Student; onClose: () => void }) {
  return (
    <Dialog open title={`Book a room for ${student.fullName}`} onClose={onClose}>
      <RoomChoice student={student} onClose={onClose} />
    </Dialog>
  );
}

/** Inside its dialog, so that the dialog asks before dropping the choice (components/ui/dialog.tsx). */
function RoomChoice({ student, onClose }: { student: Student; onClose: () => void }) {
  const rooms = useRoomsForBooking();
  const [roomId, setRoomId] = useState('');
  const fitting =
    rooms.status === 'success' ? rooms.data.rooms.filter((room) => roomSuits(room, student)) : [];
  const chosen = fitting.find((room) => room.id === roomId);
  const book = useBook(onClose, chosen !== undefined);
  return (
    <div className="space-y-4">
      {rooms.status === 'pending' && <LoadingState label="Loading rooms" rows={3} />}
      <QueryFailed query={rooms} failed={messages.rooms.fetchFailed} />
      {rooms.status === 'success' && fitting.length === 0 && <p>{messages.bookings.noRoomFits}</p>}
      {fitting.length > 0 && (
        <fieldset className="max-h-80 space-y-2 overflow-y-auto">
          <legend className="mb-2 text-sm text-slate-600 dark:text-slate-400">
            Rooms with a free bed for a {student.gender ?? 'student'} student
          </legend>
          {fitting.map((room) => (
            <Choice
              key={room.id}
              name="room"
              value={room.id}
              checked={room.id === roomId}
              onChange={() => setRoomId(room.id)}
              title={`Room ${room.roomNumber}`}
              detail={roomDetail(room)}
            />
          ))}
        </fieldset>
      )}
      {chosen && <WaitingNotice roomId={chosen.id} studentId={student.id} />}
      <DialogActions>
        <Button
          disabled={!chosen}
          pending={book.pending}
          onClick={() => chosen && void book.book(student, chosen)}
        >
          {chosen ? `Book Room ${chosen.roomNumber}` : 'Book room'}
        </Button>
      </DialogActions>
    </div>
  );
}

/** Staff put a student into this room: find an active student of a fitting gender, then confirm. */
export function BookIntoRoomDialog({ room, onClose }: { room: Room; onClose: () => void }) {
  return (
    <Dialog open title={`Book a student into Room ${room.roomNumber}`} onClose={onClose}>
      <StudentChoice room={room} onClose={onClose} />
    </Dialog>
  );
}

/** Inside its dialog, so that the dialog asks before dropping the choice (components/ui/dialog.tsx). */
function StudentChoice({ room, onClose }: { room: Room; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const students = useActiveStudentsMatching(search.trim());
  const [studentId, setStudentId] = useState('');
  const fitting =
    students.status === 'success'
      ? students.data.students.filter((student) => !student.room && roomSuits(room, student))
      : [];
  const chosen = fitting.find((student) => student.id === studentId);
  const book = useBook(onClose, chosen !== undefined);
  return (
    <div className="space-y-4">
      <StudentPicker
        label="Find a student"
        search={search}
        onSearch={setSearch}
        query={students}
        students={fitting}
        empty={messages.bookings.noStudentFits}
        legend="Active students without a room who may live here"
        chosen={studentId}
        onChoose={setStudentId}
        detail={(student) => (
          <>
            <EmailAddress address={student.email} /> · Level {orMissing(student.level)}
          </>
        )}
      />
      {chosen && <WaitingNotice roomId={room.id} studentId={chosen.id} />}
      <DialogActions>
        <Button
          disabled={!chosen}
          pending={book.pending}
          onClick={() => chosen && void book.book(chosen, room)}
        >
          {chosen ? `Book ${chosen.fullName}` : 'Book student'}
        </Button>
      </DialogActions>
    </div>
  );
}
