/**
 * The shapes the API answers with (the brief's API contract). The domain contract modules under
 * functions/contract/ are the source of truth once they exist; these mirror them for the SPA.
 */
import type { Role } from '#functions/routes';

export type { Role };

export interface User {
  id: string;
  publicId: string;
  fullName: string;
  email: string;
  role: Role;
}

export interface Student extends User {
  role: 'student';
  gender: 'male' | 'female';
  phoneNumber: string;
  dateOfBirth: string;
  programmeOfStudy: string;
  level: string;
  guardianName: string;
  guardianPhoneNumber: string;
  isActive: boolean;
  emailVerified: boolean;
  createdAt: string;
}

export type Profile = User | Student;

export type RoomStatus = 'available' | 'maintenance' | 'closed';
export type GenderDesignation = 'male' | 'female' | 'mixed';

export interface Room {
  id: string;
  publicId: string;
  roomNumber: string;
  roomType?: string;
  capacity: number;
  currentOccupancy: number;
  freeBeds: number;
  status: RoomStatus;
  isAvailable: boolean;
  genderDesignation: GenderDesignation;
  block?: string;
  floor?: number | string;
  createdAt: string;
}

export type BookingStatus = 'active' | 'inactive' | 'cancelled' | 'archived';

export interface Booking {
  id: string;
  publicId: string;
  studentId: string;
  roomId: string;
  student: { id: string; publicId: string; fullName: string; email: string };
  room: { id: string; publicId: string; roomNumber: string; roomType?: string; capacity?: number };
  bookingDate: string;
  academicYear: string;
  semester: string | number;
  status: BookingStatus;
  cancellationReason?: string;
  createdByAdmin?: boolean;
  createdAt: string;
  archivedAt?: string;
  archivedBy?: string;
  archiveReason?: string;
  originalCreatedAt?: string;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface PublicSettings {
  registrationOpen: boolean;
  maintenanceMode: boolean;
  maintenanceMessage: string;
  emergencyLockdown: boolean | { active: boolean; reason?: string };
}
