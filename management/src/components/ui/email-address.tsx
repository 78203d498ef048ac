import { cx } from './cx.ts';

/**
 * An email address that wraps where a reader expects it to: after the @ and before a dot, never inside a
 * part (not at a hyphen either) unless that one part is wider than its box. Each part is an inline block,
 * so a line can break only between parts; a part wider than the box is held to it and wraps anywhere.
 * The text is the address unchanged, so it copies and reads as one.
 *
 * `cut`: from 768 px up the address is one line cut short with an ellipsis, the whole of it in its title,
 * for a list's column; the parts are then plain text, so the cut falls after as much of it as fits.
 *
 * `inParentheses`: the address in brackets, "(" written into its first part and ")" into its last, so a
 * line never breaks between a bracket and the address. Written before it, the "(" could end a line, as a
 * line may break before an inline block: "Abena Akyaa (" on one line and the address on the next.
 */
export function EmailAddress({
  address,
  cut = false,
  inParentheses = false,
}: {
  address: string;
  cut?: boolean;
  inParentheses?: boolean;
}) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  if (inParentheses) {
    parts[0] = `(${parts[0]}`;
    parts[parts.length - 1] = `${parts.at(-1)})`;
  }
  return (
    <span className={cx('wrap-anywhere', cut && 'md:block md:truncate')} title={cut ? address : undefined}>
      {parts.map((part, index) => (
        // An inline block draws no underline of its parent's: inherit it, for an address in a link. The
        // last part is plain text: a line may break after an inline block, so the comma or full stop of
        // the sentence it sits in ("If an account exists for …, we have sent") began the next line.
        <span
          key={index}
          className={cx(
            index < parts.length - 1 && 'inline-block max-w-full [text-decoration:inherit]',
            cut && 'md:inline',
          )}
        >
          {part}
        </span>
      ))}
    </span>
  );
}
