/**
 * Text the product stores and later prints (PDF exports, mail, spreadsheets) must be well-formed
 * Unicode without control characters: a lone UTF-16 surrogate passes JSON.parse and DynamoDB but breaks
 * pdf-lib's encoder at export time, and control characters forge lines in mail and logs. Tab, line feed
 * and carriage return stay allowed for multi-line fields.
 */
const isControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);

/** Whether a string carries a control character or an unpaired surrogate. */
export function isUnsafeText(text: string): boolean {
  if (!text.isWellFormed()) return true;
  for (let index = 0; index < text.length; index += 1) if (isControl(text.charCodeAt(index))) return true;
  return false;
}

/**
 * The dotted path of the first unsafe string, key or value, anywhere in a parsed JSON value; undefined
 * when every string is safe. Iterative, as JSON may nest thousands deep.
 */
export function unsafeTextPath(value: unknown): string | undefined {
  const pending: [unknown, string[]][] = [[value, []]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return path.join('.') || '_';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (isUnsafeText(key)) return [...path, key].join('.');
        // The path names a form field; past a few levels it only costs copies (a body may nest 8,000 deep).
        pending.push([inner, path.length < 8 ? [...path, key] : path]);
      }
    }
  }
  return undefined;
}
