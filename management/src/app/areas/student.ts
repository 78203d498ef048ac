/** The student area's chunk (SPEC.md §2 Student). */
export { StudentDashboardScreen } from '../../features/dashboard/screens/student-dashboard-screen.tsx';
export { AvailableRoomsScreen } from '../../features/rooms/screens/available-rooms-screen.tsx';
export { RoomDetailsScreen } from '../../features/rooms/screens/room-details-screen.tsx';
export { BookRoomScreen } from '../../features/rooms/screens/book-room-screen.tsx';
export { BookingDetailsScreen } from '../../features/bookings/screens/booking-details-screen.tsx';
