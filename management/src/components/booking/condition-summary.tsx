import { conditionLabels, type ConditionEntry } from '#contract/conditions';

/** A report as read later: the items not in good condition, or a line saying all were. */
export function ConditionSummary({ entries }: { entries: readonly ConditionEntry[] }) {
  const remarks = entries.filter((entry) => entry.condition !== 'good' || entry.note);
  if (remarks.length === 0) return <p className="text-sm">Every item in good condition.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {remarks.map((entry) => (
        <li key={entry.item}>
          <span className="font-medium">{entry.item}</span>: {conditionLabels[entry.condition]}
          {entry.note && <span className="text-slate-600 dark:text-slate-400"> ({entry.note})</span>}
        </li>
      ))}
    </ul>
  );
}
