const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Marks a string as markup that is already safe, so `html` inserts it as is. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

type Part = string | number | SafeHtml | readonly SafeHtml[];

function insert(part: Part): string {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map((item: SafeHtml) => item.value).join('');
  return String(part).replace(/[&<>"']/g, (char) => escapes[char]!);
}

/**
 * Builds markup from a template, escaping every inserted text. The editable texts come from a super
 * admin through the API and are inserted into pages in the browser, so nothing in them may become markup.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0]!;
  parts.forEach((part, index) => {
    out += insert(part) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}
