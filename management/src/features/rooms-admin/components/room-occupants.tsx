import { messages } from '#contract/messages';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { useRoomOccupants } from '../api/rooms-admin.ts';

/** Who lives in a room now (GET /rooms/{id}/occupants). */
export function RoomOccupants({ roomId }: { roomId: string }) {
  const occupants = useRoomOccupants(roomId);
  if (occupants.status === 'loading') return <LoadingState label="Loading occupants" rows={2} />;
  if (occupants.status === 'error')
    return (
      <ErrorState
        message={messageOf(occupants.error, messages.rooms.occupantsFailed)}
        onRetry={occupants.reload}
      />
    );
  const list = occupants.data.occupants;
  if (list.length === 0) return <p className="text-sm">Nobody lives in this room.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {list.map((student) => (
        <li key={student.id} className="py-2 text-sm">
          <p className="font-medium">{student.fullName}</p>
          <p className="text-slate-600 dark:text-slate-400">
            {student.email} · Level {student.level} · {student.programmeOfStudy}
          </p>
        </li>
      ))}
    </ul>
  );
}
