/**
 * Pure helpers of the content editor, which edits any block's texts as a tree of objects, lists and
 * strings (the shapes of functions/contract/public-content/schemas.ts). A path is the list of keys
 * and indexes from the root to one value.
 */

export type Path = ReadonlyArray<string | number>;

export const pathKey = (path: Path): string => path.join('.');

/** The server's field errors name the body's `content` first; the editor's paths start inside it. */
export function serverErrorsByPath(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace(/^content\.?/, ''), message]),
  );
}

/** A copy of `root` with the value at `path` replaced. */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const object = (root ?? {}) as Record<string, unknown>;
  return { ...object, [head]: setAt(object[head as string], rest, value) };
}

/** Fields whose value is picked from a list keep their choice in a new item (it has no blank). */
const choiceFields = new Set(['icon']);

/** An empty item shaped like `sample`, for "Add": blank texts, one blank entry per list. */
export function blankLike(sample: unknown, field?: string): unknown {
  if (typeof sample === 'string') return field && choiceFields.has(field) ? sample : '';
  if (Array.isArray(sample)) return sample.length > 0 ? [blankLike(sample[0], field)] : [];
  if (sample && typeof sample === 'object')
    return Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, blankLike(value, key)]));
  return sample;
}

/** A list with the item at `index` moved by `offset` (-1 up, +1 down); out of range changes nothing. */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** 'primaryActionLabel' reads 'Primary action label'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What one entry of a list is called: 'items' → 'Item', 'paragraphs' → 'Paragraph'. */
export function itemLabel(listField: string): string {
  return fieldLabel(listField.replace(/ies$/, 'y').replace(/s$/, ''));
}

/** Texts edited in a multi-line box rather than a one-line field. */
const longFields = new Set(['answer', 'intro', 'body', 'description', 'quote', 'subheading', 'paragraphs']);

export function isLongText(field: string): boolean {
  return longFields.has(field);
}

/**
 * `value` with its objects' keys in the order of `template` (the block's defaults), so the form follows
 * the page from top to bottom whatever order the stored copy came back in. Keys the template lacks
 * follow, in their own order.
 */
export function orderLike(value: unknown, template: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => orderLike(item, Array.isArray(template) ? template[0] : undefined));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const shape = template && typeof template === 'object' ? (template as Record<string, unknown>) : {};
  const keys = [
    ...Object.keys(shape).filter((key) => key in object),
    ...Object.keys(object).filter((key) => !(key in shape)),
  ];
  return Object.fromEntries(keys.map((key) => [key, orderLike(object[key], shape[key])]));
}
