import { beforeAll, describe, expect, it } from 'vitest';
import { setMailEnvironment } from './mail-environment.ts';

let layout: typeof import('../../../functions/domain/notifications/templates/layout.ts');

beforeAll(async () => {
  setMailEnvironment();
  // A hostel in Tokyo (decision 0111): nine hours ahead of UTC all year.
  process.env.HOSTEL_TIME_ZONE = 'Asia/Tokyo';
  layout = await import('../../../functions/domain/notifications/templates/layout.ts');
});

describe('mail tells times on the hostel’s clock', () => {
  it('with its zone named, the day turning where the hostel is', () => {
    expect(layout.momentAtHostel('2027-03-05T14:30:00.000Z')).toBe('Friday, March 5, 2027 at 11:30 PM GMT+9');
    expect(layout.momentAtHostel('2027-03-05T15:30:00.000Z')).toBe(
      'Saturday, March 6, 2027 at 12:30 AM GMT+9',
    );
  });
});
