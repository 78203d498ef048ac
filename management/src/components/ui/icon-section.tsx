import { useId, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen under a heading led by its icon (the student's dashboard, a content's versions): a
 * region named by that heading, so a screen reader can jump between them. `badge` follows the title
 * inside the heading (a count). With an `id`, an address's fragment leads to it (lib/screen-heading.ts
 * focusScreenPart), which stops short of the top bar.
 */
export function IconSection({
  id,
  title,
  icon: Icon,
  badge,
  children,
}: {
  id?: string;
  title: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" /> {title}
        {badge}
      </h2>
      {children}
    </section>
  );
}
