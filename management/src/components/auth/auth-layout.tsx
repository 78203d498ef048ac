import type { ReactNode } from 'react';
import { BedDouble, ShieldCheck, Sparkles } from 'lucide-react';
import { brand } from '#contract/brand';
import { ThemeToggle } from '../theme-toggle.tsx';

/** The centred card of the sign-in screens, with the hostel's name beside it on wide screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-screen">
      <aside className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-slate-900 p-12 text-white lg:flex">
        <a href="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <span className="flex size-9 items-center justify-center rounded-lg bg-white/15 font-bold">
            {brand.name[0]}
          </span>
          {brand.name}
        </a>
        <div>
          <p className="text-3xl leading-tight font-bold tracking-tight">{brand.tagline}</p>
          <ul className="mt-8 space-y-4 text-brand-100">
            <li className="flex items-center gap-3">
              <BedDouble className="size-5" aria-hidden="true" /> Book your room in minutes
            </li>
            <li className="flex items-center gap-3">
              <ShieldCheck className="size-5" aria-hidden="true" /> Safe, staffed around the clock
            </li>
            <li className="flex items-center gap-3">
              <Sparkles className="size-5" aria-hidden="true" /> Minutes from {brand.university}
            </li>
          </ul>
        </div>
        <p className="text-sm text-brand-200">
          © {new Date().getFullYear()} {brand.name}, {brand.town}
        </p>
      </aside>
      <div className="relative flex flex-1 flex-col items-center justify-center px-4 py-12 sm:px-6">
        <div className="absolute top-4 right-4">
          <ThemeToggle />
        </div>
        <main className={wide ? 'w-full max-w-xl' : 'w-full max-w-md'}>
          <a
            href="/"
            className="mb-8 flex items-center justify-center gap-2 font-semibold tracking-tight lg:hidden"
          >
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-lg bg-brand-600 font-bold text-white dark:bg-brand-500 dark:text-slate-950"
            >
              {brand.name[0]}
            </span>
            {brand.name}
          </a>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {subtitle && <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
        </main>
      </div>
    </div>
  );
}
