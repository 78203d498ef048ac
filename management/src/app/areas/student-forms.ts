/**
 * The student's form screens, apart from the rest of the student area so the validation library they
 * need loads only when a form opens, not with the dashboard a student lands on.
 */
export { ProfileScreen } from '../../features/account/screens/profile-screen.tsx';
export { BookRoomScreen } from '../../features/rooms/screens/book-room-screen.tsx';
