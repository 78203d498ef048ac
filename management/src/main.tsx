import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, navigationTarget } from './app/router.tsx';
import { reloadOnceOnMissingChunk } from './lib/chunk-reload.ts';
import { watchUserInput } from './lib/user-activity.ts';
import './styles.css';

reloadOnceOnMissingChunk(window, sessionStorage, Date.now, navigationTarget);
watchUserInput(window);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
