import type { ContentKey, PublicContent } from '#contract/public-content/index';
import { blocks, type BlockName } from '../content/blocks.ts';
import { contentHash } from '../content/content-hash.ts';
import { cachedJson } from './cached-json.ts';

const contentTtlSeconds = 300;

const blocksOf = (key: ContentKey) => document.querySelectorAll<HTMLElement>(`[data-content-key="${key}"]`);

/**
 * Renders the stored text of a key into its blocks on this page, where it differs from the build's, then
 * shows them: a block stays hidden until then (styles/global.css), so a visitor never reads the built
 * text turn into a super admin's newer one.
 */
function refreshKey(key: ContentKey): Promise<void> {
  return renderStored(key).finally(() => {
    for (const element of blocksOf(key)) element.dataset.contentReady = 'true';
  });
}

function renderStored(key: ContentKey): Promise<void> {
  return cachedJson<PublicContent>(`/api/public/content/${key}`, contentTtlSeconds).then((stored) => {
    if (!stored) return;
    const hash = contentHash(stored.content);
    for (const element of blocksOf(key)) {
      if (element.dataset.contentHash === hash) continue;
      const render = blocks[element.dataset.contentBlock as BlockName] as (content: unknown) => {
        value: string;
      };
      try {
        element.innerHTML = render(stored.content).value;
        element.dataset.contentHash = hash;
      } catch {
        // Text the renderer cannot read keeps the built version rather than breaking the page.
      }
    }
  });
}

/** Shows a lazy home section once it nears the viewport and its key's text has been refreshed. */
function revealWhenVisible(sections: HTMLElement[], refreshed: Map<ContentKey, Promise<void>>): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const section = entry.target as HTMLElement;
        observer.unobserve(section);
        const keys = [...section.querySelectorAll<HTMLElement>('[data-content-key]')].map(
          (element) => element.dataset.contentKey as ContentKey,
        );
        void Promise.all(keys.map((key) => refreshed.get(key))).finally(() => {
          section.dataset.loaded = 'true';
        });
      }
    },
    { rootMargin: '200px 0px' },
  );
  sections.forEach((section) => observer.observe(section));
}

/** Refreshes every editable block on the page; resolves when all are done (or failed quietly). */
export function refreshContent(): Promise<void> {
  const keys = new Set(
    [...document.querySelectorAll<HTMLElement>('[data-content-key]')].map(
      (element) => element.dataset.contentKey as ContentKey,
    ),
  );
  const refreshed = new Map([...keys].map((key) => [key, refreshKey(key)] as const));
  revealWhenVisible([...document.querySelectorAll<HTMLElement>('[data-lazy-section]')], refreshed);
  return Promise.all(refreshed.values()).then(() => undefined);
}
