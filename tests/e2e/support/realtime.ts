import type { Page } from 'playwright-core';

/**
 * Loads the page by `load` (a reload unless given) and waits until its realtime socket has said who it
 * is (join-user): from then on, what the server pushes to the user reaches the tab. On a loaded machine
 * the first socket may time out and a retry joins, so any of the tab's sockets counts.
 */
export async function loadJoined(page: Page, load: () => Promise<unknown> = () => page.reload()) {
  const joined = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('join-user')) resolve();
      }),
    ),
  );
  await load();
  await joined;
}
