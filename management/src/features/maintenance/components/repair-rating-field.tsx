import { useId } from 'react';
import { repairScoreLabels, repairScores } from '#contract/maintenance';
import { Button } from '../../../components/ui/button.tsx';

// On a phone a choice is a pill with its number and word side by side, the five wrapping as they need:
// five boxes abreast left "Excellent" wider than its box at 320 px.
const choiceClass =
  'relative flex cursor-pointer items-baseline gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 sm:flex-col sm:items-center sm:gap-0.5 sm:px-1 sm:py-2 text-center has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-900/40';

/**
 * How a repair was, 1 to 5, as a radio group whose every choice says its number and its word (a rating
 * read as stars alone tells a screen reader nothing). Optional: `value` '' is no rating, which Clear
 * returns to, since a radio group cannot be unchecked by itself.
 */
export function RepairRatingField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        How was the repair? (optional)
      </legend>
      <div className="flex flex-wrap gap-1.5 sm:grid sm:max-w-md sm:grid-cols-5">
        {repairScores.map((score) => (
          <label key={score} className={choiceClass}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={score}
              checked={value === String(score)}
              onChange={() => onChange(String(score))}
              disabled={disabled}
              className="sr-only"
            />
            <span className="text-base font-semibold tabular-nums sm:text-lg" aria-hidden="true">
              {score}
            </span>
            <span className="text-sm leading-tight text-slate-700 sm:text-xs dark:text-slate-300">
              <span className="sr-only">{score} </span>
              {repairScoreLabels[score]}
            </span>
          </label>
        ))}
      </div>
      {value && (
        <Button variant="ghost" size="sm" onClick={() => onChange('')} disabled={disabled}>
          Clear the rating
        </Button>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
