import type { Pagination } from '../types/api.ts';

/**
 * A list's path with its filters as the query, in the order given, leaving out empty values
 * (`listPath('/rooms', { block: 'B', page: 2 })` is '/rooms?block=B&page=2').
 */
export function listPath(resource: string, params: object): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = String(value ?? '').trim();
    if (text) query.set(name, text);
  }
  const search = query.toString();
  return search ? `${resource}?${search}` : resource;
}

/** The API's largest page, at which the exports and moves read a whole list. */
export const largestPage = 100;

/** Every item of a paged list, reading page after page until the last. */
export async function everyPage<Answer extends { pagination: Pagination }, Item>(
  read: (page: number) => Promise<Answer>,
  itemsOf: (answer: Answer) => readonly Item[],
): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read(page);
    items.push(...itemsOf(answer));
    if (page >= answer.pagination.pages) return items;
  }
}
