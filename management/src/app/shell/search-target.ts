import { paths } from '../../config/paths.ts';
import type { Role } from '../../types/api.ts';

/**
 * Where the top bar's search goes (docs/spec.md §2): students search rooms, staff search students, anyone
 * else the root route, each with the trimmed text as `search`. Empty text goes nowhere.
 */
export function searchTarget(role: Role | undefined, text: string): string | null {
  const query = text.trim();
  if (!query) return null;
  const search = `?search=${encodeURIComponent(query)}`;
  if (role === 'student') return `${paths.student.rooms}${search}`;
  if (role === 'admin' || role === 'super_admin') return `${paths.admin.students}${search}`;
  return `${paths.root}${search}`;
}
