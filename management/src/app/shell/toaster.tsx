import { useEffect, type ComponentProps } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
// Sonner's rules as a file, since the CSP refuses the <style> it would write (vite.config.ts).
import 'sonner/dist/styles.css';
import { toasterMounted } from '../../lib/toasts.ts';

/** Sonner's Toaster, loaded with the first toast (lib/toasts.ts); it says when it is listening. */
export default function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  // Runs after the Toaster's own effects, so it already listens when the first toast is raised.
  useEffect(() => toasterMounted(), []);
  return <SonnerToaster {...props} />;
}
