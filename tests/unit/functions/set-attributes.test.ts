import { describe, expect, it } from 'vitest';
import { setAttributes } from '../../../functions/data/set-attributes.ts';

describe('setAttributes', () => {
  it('writes each attribute under its own name, so a reserved word like status is safe', () => {
    expect(setAttributes({ status: 'open', updatedAt: '2026-12-01T00:00:00.000Z' })).toEqual({
      set: ['#status = :status', '#updatedAt = :updatedAt'],
      names: { '#status': 'status', '#updatedAt': 'updatedAt' },
      values: { ':status': 'open', ':updatedAt': '2026-12-01T00:00:00.000Z' },
    });
  });

  it('leaves an undefined attribute as stored, and writes a null one', () => {
    expect(setAttributes({ assignee: undefined, rating: null })).toEqual({
      set: ['#rating = :rating'],
      names: { '#rating': 'rating' },
      values: { ':rating': null },
    });
  });
});
