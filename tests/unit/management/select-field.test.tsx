import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { studentChoices } from '../../../management/src/components/student/student-choices.ts';
import { SelectField } from '../../../management/src/components/ui/field.tsx';
import { choicesOf } from '../../../management/src/lib/list-params.ts';

/** The options of a rendered select, as value and text, in order. */
const optionsOf = (markup: string) =>
  [...markup.matchAll(/<option value="([^"]*)"(?: selected="")?>([^<]*)<\/option>/g)].map(
    ([, value, text]) => [value, text],
  );

describe('a select’s choices given as data', () => {
  it('lists the choices in order, each in its words, after the empty option the placeholder reads', () => {
    const markup = renderToStaticMarkup(
      <SelectField
        label="Method"
        placeholder="Choose…"
        choices={['cash', 'transfer'] as const}
        choiceLabel={(method) => method.toUpperCase()}
        onChange={() => {}}
        value=""
      />,
    );
    expect(optionsOf(markup)).toEqual([
      ['', 'Choose…'],
      ['cash', 'CASH'],
      ['transfer', 'TRANSFER'],
    ]);
  });

  it('shows a choice as it is without words of its own, with no empty option unless asked, and keeps the options given as children after them', () => {
    const markup = renderToStaticMarkup(
      <SelectField label="Block" choices={['A', 'B']} onChange={() => {}} value="A">
        <option value="any">Any</option>
      </SelectField>,
    );
    expect(optionsOf(markup)).toEqual([
      ['A', 'A'],
      ['B', 'B'],
      ['any', 'Any'],
    ]);
  });

  it('shows choices given with words of their own, a list filter’s “any” first, as the filter bars give them', () => {
    const markup = renderToStaticMarkup(
      <SelectField
        label="Overdue by"
        choices={choicesOf('Any age', ['30', '60'], (days) => `Over ${days} days`)}
        onChange={() => {}}
        value="60"
      />,
    );
    expect(optionsOf(markup)).toEqual([
      ['', 'Any age'],
      ['30', 'Over 30 days'],
      ['60', 'Over 60 days'],
    ]);
  });

  it('gives every student form the level from 100 to 600 and a way to leave the guardian unsaid', () => {
    const level = optionsOf(
      renderToStaticMarkup(<SelectField {...studentChoices.level} value="" onChange={() => {}} />),
    );
    expect(level[0]).toEqual(['', 'Select level']);
    expect(level.slice(1).map(([value]) => value)).toEqual(['100', '200', '300', '400', '500', '600']);
    expect(level[1]![1]).toBe('Level 100');
    const guardian = optionsOf(
      renderToStaticMarkup(
        <SelectField {...studentChoices.guardianRelationship} value="" onChange={() => {}} />,
      ),
    );
    expect(guardian[0]).toEqual(['', 'Not given']);
  });
});
