const internalId = /^[0-9a-f]{24}$/i;

/** A 24-hex internal id uses /{collection}/{id}; any other identifier /{collection}/p/{id} (docs/spec.md §5). */
export function resourcePath(collection: 'rooms' | 'students' | 'bookings', identifier: string): string {
  return internalId.test(identifier)
    ? `/${collection}/${identifier}`
    : `/${collection}/p/${encodeURIComponent(identifier)}`;
}
