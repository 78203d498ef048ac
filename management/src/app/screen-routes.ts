import { createContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * The route list (routes.tsx), given by the router to the shell's breadcrumbs. The shell cannot import it:
 * the list loads the shell, and an import back would be a circle.
 */
export const ScreenRoutes = createContext<RouteObject[]>([]);
