function readStored<T>(storageKey: string): { savedAt: number; body: T } | null {
  try {
    return JSON.parse(localStorage.getItem(storageKey) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * GET a JSON resource, keeping the answer in localStorage for `ttlSeconds` (docs/spec.md §9: public content
 * 300 s, public settings 120 s), so moving between pages does not call the API again. A failed call
 * falls back to an older answer, or null.
 */
export async function cachedJson<T>(url: string, ttlSeconds: number): Promise<T | null> {
  const storageKey = `cache:${url}`;
  const stored = readStored<T>(storageKey);
  if (stored && Date.now() - stored.savedAt < ttlSeconds * 1000) return stored.body;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) return stored?.body ?? null;
    const body = (await response.json()) as T;
    try {
      localStorage.setItem(storageKey, JSON.stringify({ savedAt: Date.now(), body }));
    } catch {
      // Storage full or disabled: the answer is still good for this page.
    }
    return body;
  } catch {
    return stored?.body ?? null;
  }
}
