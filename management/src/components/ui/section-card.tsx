import { useId, type ReactNode } from 'react';
import { Card } from './card.tsx';

/** The heading that names a card, with the line under it that says what the card is for. */
export function CardHeading({
  id,
  title,
  description,
}: {
  id: string;
  title: string;
  description?: ReactNode;
}) {
  return (
    <div>
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {description && (
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">{description}</p>
      )}
    </div>
  );
}

/** A part of a screen on a card of its own, named by its heading (a region a screen reader can reach). */
export function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="p-6">
      <section aria-labelledby={titleId} className="space-y-4">
        <CardHeading id={titleId} title={title} description={description} />
        {children}
      </section>
    </Card>
  );
}
