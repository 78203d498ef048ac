import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { readersZoneQuerySchema } from '../../../functions/contract/time-zones.ts';

describe('the time zone a PDF is printed in', () => {
  it('is the zone the browser names, in whatever case it comes', () => {
    for (const timeZone of ['Africa/Accra', 'Asia/Tokyo', 'asia/tokyo', 'America/Argentina/ComodRivadavia'])
      expect(readersZoneQuerySchema.parse({ timeZone }).timeZone).toBe(timeZone);
  });

  it('is UTC when none is sent, as every PDF was before the app sent one', () => {
    expect(readersZoneQuerySchema.parse({})).toEqual({ timeZone: 'UTC' });
  });

  it.each(['Mars/Base', '../etc', 'x'.repeat(300), ''])('refuses %j with its message', (timeZone) => {
    const result = readersZoneQuerySchema.safeParse({ timeZone });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.exports.timeZoneInvalid]);
  });
});
