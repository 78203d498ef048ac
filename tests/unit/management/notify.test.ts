import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Toast } from '../../../management/src/lib/toasts.ts';

// Sonner stands in as a record of what was raised and dismissed: the rule under test is which toasts
// notify.ts keeps, not how Sonner draws them.
const raised: string[] = [];
const dismissed: unknown[] = [];
vi.mock('../../../management/src/lib/toasts.ts', () => {
  const toast = {
    success: (message: string) => raised.push(`success: ${message}`),
    error: (message: string) => raised.push(`error: ${message}`),
    dismiss: (id: unknown) => dismissed.push(id),
  } as unknown as Toast;
  return { withToast: (show: (toast: Toast) => void) => show(toast) };
});

const { notifyError, notifyFailure, notifySuccess } = await import('../../../management/src/lib/notify.ts');

describe('the management app’s toasts', () => {
  beforeEach(() => {
    raised.length = 0;
    dismissed.length = 0;
  });

  it('takes away the failures shown since the last success when a success comes, and only those', () => {
    notifyError('Before');
    notifySuccess('Saved');
    dismissed.length = 0;

    notifyFailure(new Error('offline'), 'Could not save the room');
    notifyError('Too many attempts');
    notifySuccess('Room saved');

    expect(dismissed).toEqual(['Could not save the room', 'Too many attempts']);
    expect(raised.at(-1)).toBe('success: Room saved');
  });

  it('dismisses nothing on a success after a success', () => {
    notifySuccess('Saved');
    notifySuccess('Saved again');
    expect(dismissed).toEqual([]);
  });
});
