import { describe, expect, it } from 'vitest';
import { auditListQuerySchema } from '../../../functions/contract/audit.ts';
import * as messages from '../../../functions/contract/messages.ts';

const firstMessage = (query: Record<string, string>) =>
  auditListQuerySchema.safeParse(query).error?.issues[0]?.message;

describe('the audit trail’s query', () => {
  it('takes days that exist, a leap day included, and a range of one day', () => {
    expect(auditListQuerySchema.parse({ from: '2024-02-29', to: '2024-02-29' })).toMatchObject({
      from: '2024-02-29',
      to: '2024-02-29',
      page: 1,
    });
  });

  it('refuses a day that does not exist or is not written YYYY-MM-DD', () => {
    expect(firstMessage({ from: '2023-02-29' })).toBe(messages.audit.fromInvalid);
    expect(firstMessage({ to: '2025-13-01' })).toBe(messages.audit.toInvalid);
    expect(firstMessage({ to: '1 March 2025' })).toBe(messages.audit.toInvalid);
  });

  it('refuses a range that ends before it starts', () => {
    expect(firstMessage({ from: '2025-03-02', to: '2025-03-01' })).toBe(messages.audit.rangeInvalid);
  });
});
