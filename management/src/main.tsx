import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, navigationTarget } from './app/router.tsx';
import { reloadOnceOnMissingChunk } from './lib/chunk-reload.ts';
import './styles.css';

reloadOnceOnMissingChunk(window, sessionStorage, Date.now, navigationTarget);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
