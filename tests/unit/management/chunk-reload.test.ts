import { describe, expect, it, vi } from 'vitest';
import { reloadOnceOnMissingChunk } from '../../../management/src/lib/chunk-reload.ts';

function tab(start = 1_000_000, navigatingTo: string | null = null) {
  const target = new EventTarget();
  // "reload": the tab loads a page afresh (location.assign).
  const reload = vi.fn();
  const stored = new Map<string, string>();
  let time = start;
  reloadOnceOnMissingChunk(
    Object.assign(target, {
      location: { assign: reload, href: 'https://hostel.example/management/student' } as unknown as Location,
    }),
    { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    () => time,
    () => navigatingTo,
  );
  const missChunk = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { reload, missChunk, later: (ms: number) => (time += ms) };
}

describe('a lazy chunk that fails to load', () => {
  it('reloads the tab once, and keeps the error from being thrown', () => {
    const { reload, missChunk } = tab();
    expect(missChunk().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith('https://hostel.example/management/student');
  });

  it('loads the page the tab was navigating to, not the one it was leaving', () => {
    const { reload, missChunk } = tab(1_000_000, '/management/student/profile');
    missChunk();
    expect(reload).toHaveBeenCalledWith('/management/student/profile');
  });

  it('does not reload again right after the reload, so a chunk that is really gone cannot loop', () => {
    const { reload, missChunk, later } = tab();
    missChunk();
    later(2_000);
    expect(missChunk().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy', () => {
    const { reload, missChunk, later } = tab();
    missChunk();
    later(60 * 60 * 1000);
    missChunk();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
