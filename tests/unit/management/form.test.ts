import { describe, expect, it } from 'vitest';
import { contentDefaults, contentSchemas } from '#contract/public-content/index';
import * as messages from '#contract/messages';
import { settingsUpdateSchema } from '#contract/settings';
import { setAt } from '../../../management/src/features/public-content/components/content-tree.ts';
import { errorOf, fieldErrors } from '../../../management/src/lib/form.ts';

describe('the form’s field errors', () => {
  it('keys the schema’s messages by the path of the refused field, as the API does', () => {
    const faq = setAt(contentDefaults.faq, ['items', 1, 'answer'], ' ');
    const result = contentSchemas.faq.safeParse(faq);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ 'items.1.answer': 'This field is required' });
  });

  it('gives a field its own message, else the first about a part of it', () => {
    const errors = { 'roomTypes.1': 'Too long', 'roomTypes.0': 'Empty', block: 'Too long' };
    expect(errorOf(errors, 'block')).toBe('Too long');
    expect(errorOf(errors, 'roomTypes')).toBe('Too long');
    expect(errorOf({ ...errors, roomTypes: 'Choose one' }, 'roomTypes')).toBe('Choose one');
    expect(errorOf(errors, 'room')).toBeUndefined();
  });

  it('keys a message about the whole value by the empty path', () => {
    const result = settingsUpdateSchema.safeParse({});
    expect(fieldErrors(result.error!)).toEqual({ '': messages.settings.nothingToUpdate });
  });
});
