import { describe, expect, it } from 'vitest';
import { recordReader } from '../../../functions/data/records.ts';

interface Thing {
  id: string;
  count: number;
  note?: string;
  label: string;
  gone: string | null;
}

const read = recordReader<Thing>()(['id', 'count', 'note', 'label', 'gone'], {
  label: 'none',
  gone: 'never',
});

describe('reading a record back from its item', () => {
  it('keeps the record’s fields and leaves the table’s keys and side attributes out', () => {
    const item = {
      PK: 'THING#1',
      SK: 'THING#1',
      GSI1PK: 'X',
      currentHash: 'h',
      id: '1',
      count: 2,
      label: 'a',
      gone: 'b',
    };
    expect(read(item)).toStrictEqual({ id: '1', count: 2, label: 'a', gone: 'b' });
  });

  it('gives an older item the defaults of fields it predates, and leaves optional ones absent', () => {
    const thing = read({ id: '1', count: 0 });
    expect(thing).toStrictEqual({ id: '1', count: 0, label: 'none', gone: 'never' });
    expect('note' in thing).toBe(false);
  });

  it('keeps stored falsy values, null too, rather than taking the default', () => {
    expect(read({ id: '', count: 0, label: '', gone: null, note: '' })).toStrictEqual({
      id: '',
      count: 0,
      label: '',
      gone: null,
      note: '',
    });
  });

  it('refuses, by type, a list that forgets a field', () => {
    // @ts-expect-error: 'gone' is not listed
    recordReader<Thing>()(['id', 'count', 'note', 'label']);
  });
});
