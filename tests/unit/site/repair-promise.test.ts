import { describe, expect, it } from 'vitest';
import { defaultRepairTargetHours, repairPromiseOf } from '#contract/hostel-defaults';

describe("the Services page's repair promise follows the normal priority's target time", () => {
  it('promises one working day for the default 24 hours', () => {
    expect(defaultRepairTargetHours.normal).toBe(24);
    expect(repairPromiseOf(defaultRepairTargetHours.normal)).toBe('one working day');
  });

  it.each([
    [48, 'two working days'],
    [72, 'three working days'],
    [720, '30 working days'],
    [8, 'eight hours'],
    [1, 'one hour'],
    [36, '36 hours'],
  ])('%i hours read as "%s"', (hours, words) => {
    expect(repairPromiseOf(hours)).toBe(words);
  });
});
