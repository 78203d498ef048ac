import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { basename } from '../config/paths.ts';
import { routes } from './routes.tsx';
import { ScreenRoutes } from './screen-routes.ts';

const router = createBrowserRouter(routes, { basename });

/**
 * Where the router is going while a lazy screen loads; null when it is not navigating. The router's own
 * state keeps the whole path, basename included.
 */
export function navigationTarget(): string | null {
  const next = router.state.navigation.location;
  return next ? `${next.pathname}${next.search}${next.hash}` : null;
}

export function AppRouter() {
  return (
    <ScreenRoutes.Provider value={routes}>
      <RouterProvider router={router} />
    </ScreenRoutes.Provider>
  );
}
