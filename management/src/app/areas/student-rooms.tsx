/**
 * The student's room browsing (Available Rooms, Room details), a chunk of its own: a student's first
 * screen is the dashboard, which then does not carry the room cards and their prices
 * (tests/e2e/budgets.test.ts).
 */
// Drawn in the signed-in shell, loaded with it (routes.tsx).
import '../shell/app-shell.tsx';
import { AvailableRoomsScreen as AvailableRooms } from '../../features/rooms/screens/available-rooms-screen.tsx';
import { RoomDetailsScreen as RoomDetails } from '../../features/rooms/screens/room-details-screen.tsx';
import { WaitlistPanel } from '../../features/waitlist/components/waitlist-panel.tsx';

export const AvailableRoomsScreen = () => <AvailableRooms WaitlistPanel={WaitlistPanel} />;
export const RoomDetailsScreen = () => <RoomDetails WaitlistPanel={WaitlistPanel} />;
