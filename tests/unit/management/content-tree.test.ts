import { describe, expect, it } from 'vitest';
import { contentDefaults } from '#contract/public-content/index';
import {
  blankLike,
  fieldLabel,
  itemLabel,
  moveItem,
  orderLike,
  serverErrorsByPath,
  setAt,
} from '../../../management/src/features/public-content/components/content-tree.ts';

describe('the content editor tree', () => {
  it('replaces one nested value without touching the original', () => {
    const faq = contentDefaults.faq;
    const changed = setAt(faq, ['items', 0, 'question'], 'New?') as typeof faq;
    expect(changed.items[0]!.question).toBe('New?');
    expect(changed.items[1]).toBe(faq.items[1]);
    expect(faq.items[0]!.question).not.toBe('New?');
  });

  it('reads the server’s field errors from inside the body’s content', () => {
    expect(serverErrorsByPath({ 'content.items.0.question': 'Too long', content: 'Bad' })).toEqual({
      'items.0.question': 'Too long',
      '': 'Bad',
    });
  });

  it('makes a blank item shaped like the first, keeping a picked icon', () => {
    expect(blankLike({ icon: 'wifi', title: 'Wi-Fi', tags: ['a', 'b'] })).toEqual({
      icon: 'wifi',
      title: '',
      tags: [''],
    });
  });

  it('moves an item up or down and ignores a move past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('orders stored keys like the defaults, the page from top to bottom', () => {
    const stored = { stats: [{ label: 'Beds', value: '420' }], hero: { subheading: 's', heading: 'h' } };
    const ordered = orderLike(stored, contentDefaults.home) as Record<string, unknown>;
    expect(Object.keys(ordered)).toEqual(['hero', 'stats']);
    expect(Object.keys(ordered.hero as object)).toEqual(['heading', 'subheading']);
    expect(Object.keys((ordered.stats as object[])[0]!)).toEqual(['value', 'label']);
  });

  it('labels fields and list entries in words', () => {
    expect(fieldLabel('primaryActionLabel')).toBe('Primary action label');
    expect(itemLabel('paragraphs')).toBe('Paragraph');
    expect(itemLabel('testimonies')).toBe('Testimony');
  });
});
