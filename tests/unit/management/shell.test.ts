import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../management/src/app/routes.tsx';
import { breadcrumbsOf as crumbsWith } from '../../../management/src/app/shell/breadcrumbs.ts';
import { greetingFor } from '../../../management/src/app/shell/greeting.ts';
import { navigationFor } from '../../../management/src/app/shell/navigation.ts';
import { searchTarget } from '../../../management/src/app/shell/search-target.ts';

const at = (hours: number, minutes = 0) => new Date(2026, 10, 22, hours, minutes);

describe('the greeting', () => {
  it.each([
    [at(0), 'Good morning'],
    [at(11, 59), 'Good morning'],
    [at(12), 'Good afternoon'],
    [at(16, 59), 'Good afternoon'],
    [at(17), 'Good evening'],
    [at(23, 59), 'Good evening'],
  ])('at %s says %s', (time, greeting) => {
    expect(greetingFor(time)).toBe(greeting);
  });
});

const breadcrumbsOf = (pathname: string) => crumbsWith(pathname, routes);

/** Every path pattern a route of the app answers, but the 404's. */
function routePatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    if (route.children) return routePatterns(route.children, path);
    return route.path === '*' ? [] : [path];
  });
}

/** A path the pattern matches: 24-hex ids, public ids and tokens in place of its parameters. */
const pathOf = (pattern: string) =>
  pattern
    .replace(/:(publicId|roomPid)/g, 'Zx81kLm02PqR5sTu')
    .replace(/:token/g, 'token')
    .replace(/:\w+/g, '0123456789abcdef01234567');

const opensAScreen = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*';

describe('the breadcrumbs', () => {
  it('skip the management segment and read as the menu entries they lead to', () => {
    expect(breadcrumbsOf('/management/admin/students')).toEqual([
      { label: 'Dashboard', to: '/admin' },
      { label: 'Manage Students', to: '/admin/students' },
    ]);
  });

  it.for(['student', 'admin', 'super_admin'] as const)(
    'end in the words of the %s menu entry they are on, for every entry',
    (role) => {
      for (const group of navigationFor(role))
        for (const item of group.items.filter((entry) => !entry.external))
          expect(breadcrumbsOf(`/management${item.to}`).at(-1), item.to).toEqual({
            label: item.label,
            to: item.to,
          });
    },
  );

  it('name the super admins’ part of the path by the heading of their menu group', () => {
    expect(breadcrumbsOf('/management/admin/super/emergency-controls').map((c) => c.label)).toEqual([
      'Dashboard',
      'Super Admin',
      'Emergency Controls',
    ]);
  });

  it('skip 24-hex ids and UUIDs', () => {
    const crumbs = breadcrumbsOf(
      '/management/admin/students/0123456789abcdef01234567/bookings/archived/3f2b8c9e-1d4a-4b6f-9a7e-2c5d8e1f0a3b',
    );
    expect(crumbs.map((c) => c.label)).toEqual(['Dashboard', 'Manage Students', 'Bookings', 'Archived']);
    expect(crumbs[2].to).toBe('/admin/students/0123456789abcdef01234567/bookings');
  });

  it('skip a public id after p/', () => {
    expect(breadcrumbsOf('/management/student/rooms/p/Zx81kLm02PqR5sTu').map((c) => c.label)).toEqual([
      'Dashboard',
      'Available Rooms',
      'Room Details',
    ]);
  });

  it('go on from a list to the screen of its record, the list a link back to it', () => {
    expect(breadcrumbsOf('/management/admin/bookings/3f2b8c9e-1d4a-4b6f-9a7e-2c5d8e1f0a3b')).toEqual([
      { label: 'Dashboard', to: '/admin' },
      { label: 'Manage Bookings', to: '/admin/bookings' },
      { label: 'Booking Details' },
    ]);
  });

  it('link only to paths that open a screen, on every screen of the app', () => {
    const patterns = routePatterns(routes);
    expect(patterns).toContain('/student/bookings/p/:publicId');
    for (const pattern of patterns)
      for (const crumb of breadcrumbsOf(`/management${pathOf(pattern)}`))
        if (crumb.to) expect(opensAScreen(crumb.to), `${crumb.label} on ${pattern}`).toBe(true);
  });

  it('read as the heading of a screen no menu entry names', () => {
    expect(breadcrumbsOf('/management/student/profile/sessions').map((c) => c.label)).toEqual([
      'Dashboard',
      'My Profile',
      'Where you’re signed in',
    ]);
    expect(breadcrumbsOf('/management/student/maintenance/new').at(-1)).toEqual({
      label: 'Report a problem',
      to: '/student/maintenance/new',
    });
  });

  it('name the screen the page is on, without a link, where only ids follow a path that opens none', () => {
    expect(breadcrumbsOf('/management/student/bookings/p/osXp5-K0Yr8udK7B')).toEqual([
      { label: 'Dashboard', to: '/student' },
      { label: 'Booking Details' },
    ]);
    expect(breadcrumbsOf('/management/student/book-room/0123456789abcdef01234567')).toEqual([
      { label: 'Dashboard', to: '/student' },
      { label: 'Book a Room' },
    ]);
  });

  it('put in words a segment that stands for no screen', () => {
    expect(breadcrumbsOf('/management/student/no-such-screen/here').map((c) => c.label)).toEqual([
      'Dashboard',
      'No Such Screen',
      'Here',
    ]);
  });

  it('read a path with a trailing slash as the same page', () => {
    expect(breadcrumbsOf('/management/student/')).toEqual([{ label: 'Dashboard', to: '/student' }]);
    expect(breadcrumbsOf('/management/admin/bookings/')).toEqual(breadcrumbsOf('/management/admin/bookings'));
  });

  it('are empty for the app root', () => {
    expect(breadcrumbsOf('/management')).toEqual([]);
    expect(breadcrumbsOf('/management/')).toEqual([]);
  });
});

describe('the top bar search', () => {
  it('sends a student to the rooms with the trimmed text', () => {
    expect(searchTarget('student', '  double room ')).toBe('/student/rooms?search=double%20room');
  });

  it.each(['admin', 'super_admin'] as const)('sends %s to the students', (role) => {
    expect(searchTarget(role, 'Ama')).toBe('/admin/students?search=Ama');
  });

  it('sends anyone else to the root route', () => {
    expect(searchTarget(undefined, 'x')).toBe('/?search=x');
  });

  it('ignores text that is empty after trimming', () => {
    expect(searchTarget('student', '   ')).toBeNull();
  });
});

describe('the sidebar', () => {
  const labels = (role: Parameters<typeof navigationFor>[0]) =>
    navigationFor(role).flatMap((group) => group.items.map((item) => item.label));

  it('shows a student only the student items', () => {
    expect(labels('student')).toEqual([
      'Dashboard',
      'Available Rooms',
      'Maintenance',
      'Money',
      'My Residence',
      'My Profile',
      'Public Website',
    ]);
  });

  it('shows an admin no super admin items', () => {
    expect(labels('admin')).not.toContain('Admin Management');
    expect(labels('admin')).toContain('Manage Bookings');
  });

  it('gives staff the Reports screen after the lists it exports', () => {
    const admin = labels('admin');

    expect(admin.indexOf('Reports')).toBeGreaterThan(admin.indexOf('Manage Bookings'));
    expect(labels('super_admin')).toContain('Reports');
  });

  it('gives a super admin a separate group with the public website opening in a new tab', () => {
    const groups = navigationFor('super_admin');
    expect(groups[1].items.map((item) => item.label)).toEqual([
      'Admin Management',
      'Public Content',
      'Emergency Controls',
      'Audit Trail',
      'Public Website',
    ]);
    expect(groups[1].items[4].external).toBe(true);
  });
});
