/** A short fingerprint of a block's text (FNV-1a over its JSON), to skip re-rendering unchanged text. */
export function contentHash(content: unknown): string {
  const text = JSON.stringify(content);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
