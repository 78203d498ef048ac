import { toMinorUnits, typedAmountSchema } from '#contract/money';
import * as z from '#contract/zod';

/** Reads one typed amount ("1,200.50") in a currency as minor units, NaN when it cannot be read. */
export type AmountReader = (text: string, currency: string, path: PropertyKey[]) => number;

/**
 * A form's schema for fields that hold amounts as typed: `read` turns the form's text into the body the
 * contract checks, reading each amount with the reader it is given. A mistyped amount is told on its
 * field in the currency's words (typedAmountSchema), not in the contract's minor units, and the contract
 * still checks the rest of the body beside it, so every field's error shows on the first submit: checked
 * as text in a z.pipe before the contract, a mistyped amount stopped the pipe, and an empty reference
 * beside it showed only once the amount was put right.
 */
export function typedAmountsForm<Values, Body, Parsed>(
  read: (values: Values, amount: AmountReader) => Body,
  contract: z.ZodMiniType<Parsed, Body>,
) {
  return z.transform((values: Values, context): Parsed => {
    const amount: AmountReader = (text, currency, path) => {
      const typed = z.safeParse(typedAmountSchema(currency), text);
      if (!typed.success)
        context.issues.push({ code: 'custom', message: typed.error.issues[0]!.message, input: text, path });
      return toMinorUnits(text, currency) ?? Number.NaN;
    };
    const body = read(values, amount);
    // After the amounts' own messages, so a field's first message (the one it shows) is in typed words.
    const checked = z.safeParse(contract, body);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) context.issues.push({ ...issue, input: undefined });
    return z.NEVER;
  });
}
