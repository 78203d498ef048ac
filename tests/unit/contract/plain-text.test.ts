import { describe, expect, it } from 'vitest';
import { isUnsafeText, unsafeTextPath } from '../../../functions/contract/plain-text.ts';

describe('plain text', () => {
  it('accepts letters of every script, emoji, tabs and line breaks', () => {
    expect(isUnsafeText('Ama Owusu-Ansah, Zoë, 山田, 📦 — line one\n\tline two\r\n')).toBe(false);
  });

  it('refuses unpaired surrogates, C0 and C1 control characters', () => {
    for (const text of ['\ud800', 'a\udfffb', '\u0000', 'x\u0007', '\u001b[31m', '\u007f', '\u0085'])
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(true);
  });

  it('names the field of the first unsafe string, in keys as well as values', () => {
    expect(unsafeTextPath({ name: 'Ada', guardian: { phone: '0244\u0000' } })).toBe('guardian.phone');
    expect(unsafeTextPath({ ['k\ud800']: 'fine' })).toBe('k\ud800');
    expect(unsafeTextPath(['ok', ['\udc00']])).toBe('1.0');
    expect(unsafeTextPath({ name: 'Ada', count: 3, tags: ['a', null] })).toBeUndefined();
  });

  it('walks JSON nested thousands deep without overflowing the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(unsafeTextPath(deep)).toBeDefined();
  });
});
