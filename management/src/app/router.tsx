import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { NotFoundScreen } from './not-found-screen.tsx';

const LoginScreen = lazy(() => import('../features/auth/screens/login-screen.tsx'));

const router = createBrowserRouter(
  [
    { path: '/', element: <Navigate to={paths.login} replace /> },
    {
      path: paths.login,
      element: (
        <Suspense fallback={null}>
          <LoginScreen />
        </Suspense>
      ),
    },
    { path: '*', element: <NotFoundScreen /> },
  ],
  { basename: '/management' },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
