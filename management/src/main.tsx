import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { reloadOnceOnMissingChunk } from './lib/chunk-reload.ts';
import './styles.css';

reloadOnceOnMissingChunk();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
