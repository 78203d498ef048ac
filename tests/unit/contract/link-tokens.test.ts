import { describe, expect, it } from 'vitest';
import { linkToken, undoEmailChangePath } from '../../../functions/contract/link-tokens.ts';

describe('a mailed link’s token', () => {
  it('is read from the fragment, where links carry it', () => {
    expect(linkToken({ search: '', hash: '#token=abc_DEF-123' })).toEqual({
      token: 'abc_DEF-123',
      fromQuery: false,
    });
  });

  it('is read from the query of an older link, and said to be there so it is moved out', () => {
    expect(linkToken({ search: '?token=abc', hash: '' })).toEqual({ token: 'abc', fromQuery: true });
  });

  it('is the bare fragment of an early undo link', () => {
    expect(linkToken({ search: '', hash: '#abc_DEF-123' })).toEqual({
      token: 'abc_DEF-123',
      fromQuery: false,
    });
  });

  it('is nothing when the link carries none', () => {
    expect(linkToken({ search: '', hash: '' })).toEqual({ token: null, fromQuery: false });
    expect(linkToken({ search: '?next=/x', hash: '#a=b' })).toEqual({ token: null, fromQuery: false });
  });

  it('round-trips through the undo link’s path', () => {
    const path = undoEmailChangePath('abc_DEF-123');
    expect(path).toBe('/undo-email-change#token=abc_DEF-123');
    expect(linkToken({ search: '', hash: path.slice(path.indexOf('#')) }).token).toBe('abc_DEF-123');
  });
});
