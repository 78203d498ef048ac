import { greetingCutoffs } from '../../config/constants.ts';

/** Good morning before 12:00, Good afternoon before 17:00, otherwise Good evening (docs/spec.md §2). */
export function greetingFor(now: Date): string {
  const hour = now.getHours();
  if (hour < greetingCutoffs.afternoon) return 'Good morning';
  if (hour < greetingCutoffs.evening) return 'Good afternoon';
  return 'Good evening';
}
