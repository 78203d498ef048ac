import { describe, expect, it } from 'vitest';
import { cancelBookingSchema } from '../../../functions/contract/bookings.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { requiredText } from '../../../functions/contract/text-fields.ts';
import { reverseEntrySchema } from '../../../functions/contract/money.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text someone must write, past its most', () => {
  it('says it is too long, not that it is required', () => {
    const reason = requiredText({ max: 5, required: 'Say why' });
    expect(messageOf(reason.safeParse(''))).toBe('Say why');
    expect(messageOf(reason.safeParse('far too long'))).toBe(messages.common.textTooLong(5));
  });

  it('says so of a cancellation’s and a reversal’s reason, which the API takes without the form’s limit', () => {
    const long = 'x'.repeat(501);
    expect(messageOf(cancelBookingSchema.safeParse({ cancellationReason: long }))).toBe(
      messages.bookings.cancellationReasonLong,
    );
    expect(messageOf(reverseEntrySchema.safeParse({ reason: long }))).toBe(messages.common.textTooLong(500));
  });
});
