import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  BedDouble,
  CalendarCheck,
  FileSpreadsheet,
  HandCoins,
  Inbox,
  Globe,
  History,
  KeyRound,
  ListOrdered,
  LayoutDashboard,
  Megaphone,
  Package,
  Settings,
  ShieldAlert,
  User,
  Users,
  Wrench,
  UserCog,
} from 'lucide-react';
import { paths } from '../../config/paths.ts';
import type { Role } from '../../types/api.ts';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Opens outside the app, in a new tab. */
  external?: boolean;
  /** Matches only its own path, not the paths below it. */
  end?: boolean;
}

export interface NavGroup {
  title?: string;
  /** The path the titled group's screens lie below, which its breadcrumb names by the title. */
  to?: string;
  items: NavItem[];
}

const publicWebsite: NavItem = {
  label: 'Public Website',
  to: paths.publicWebsite,
  icon: Globe,
  external: true,
};

const studentItems: NavItem[] = [
  { label: 'Dashboard', to: paths.student.dashboard, icon: LayoutDashboard, end: true },
  { label: 'Available Rooms', to: paths.student.rooms, icon: BedDouble },
  { label: 'Maintenance', to: paths.student.maintenance, icon: Wrench },
  { label: 'Money', to: paths.student.money, icon: Banknote },
  { label: 'My Residence', to: paths.student.residence, icon: KeyRound },
  { label: 'My Profile', to: paths.student.profile, icon: User },
];

const adminItems: NavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard, end: true },
  { label: 'Manage Students', to: paths.admin.students, icon: Users },
  { label: 'Manage Rooms', to: paths.admin.rooms, icon: BedDouble },
  { label: 'Manage Bookings', to: paths.admin.bookings, icon: CalendarCheck },
  { label: 'Booking Requests', to: paths.admin.bookingRequests, icon: Inbox },
  { label: 'Waitlist', to: paths.admin.waitlist, icon: ListOrdered },
  { label: 'Maintenance', to: paths.admin.maintenance, icon: Wrench },
  { label: 'Parcels', to: paths.admin.parcels, icon: Package },
  { label: 'Prices', to: paths.admin.prices, icon: Banknote },
  { label: 'Outstanding Balances', to: paths.admin.outstanding, icon: HandCoins },
  { label: 'Announcements', to: paths.admin.announcements, icon: Megaphone },
  { label: 'Reports', to: paths.admin.reports, icon: FileSpreadsheet },
  { label: 'Settings', to: paths.admin.settings, icon: Settings },
  { label: 'My Profile', to: paths.admin.profile, icon: User },
];

/** The sidebar's menu, filtered by role (docs/spec.md §2, §6). */
export function navigationFor(role: Role): NavGroup[] {
  if (role === 'student') return [{ items: [...studentItems, publicWebsite] }];
  if (role === 'admin') return [{ items: [...adminItems, publicWebsite] }];
  return [
    { items: adminItems },
    {
      title: 'Super Admin',
      to: paths.admin.superAdmin,
      items: [
        { label: 'Admin Management', to: paths.admin.adminManagement, icon: UserCog },
        { label: 'Public Content', to: paths.admin.publicContent, icon: Megaphone },
        { label: 'Emergency Controls', to: paths.admin.lockdownControls, icon: ShieldAlert },
        { label: 'Audit Trail', to: paths.admin.auditTrail, icon: History },
        publicWebsite,
      ],
    },
  ];
}

const roles: Role[] = ['student', 'admin', 'super_admin'];

/**
 * The menu's words for each path inside the app it leads to, over every role's menu: the breadcrumbs
 * take their labels from here, so a crumb reads as the menu entry it leads to ("My Residence", not
 * "Residence").
 */
const menuLabels = new Map(
  roles.flatMap((role) =>
    navigationFor(role).flatMap((group) => [
      ...(group.to && group.title ? [[group.to, group.title] as const] : []),
      ...group.items.filter((item) => !item.external).map((item) => [item.to, item.label] as const),
    ]),
  ),
);

export const menuLabelOf = (path: string): string | undefined => menuLabels.get(path);

export function profilePathFor(role: Role): string {
  return role === 'student' ? paths.student.profile : paths.admin.profile;
}
