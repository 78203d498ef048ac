import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type * as z from '#contract/zod';
import { ApiError, messageOf } from './api-error.ts';
import { notifyFailure } from './notify.ts';

/** The first message per field of a failed parse, keyed by the field's name, for showing under inputs. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

type FormValues = Record<string, string | boolean>;

/** The fields that hold text (inputs and selects), as opposed to checkboxes. */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;
type CheckField<Values> = { [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values] &
  string;

/**
 * Where a refused write's message goes: a toast (the default), the form's alert above its fields
 * (`form.alert`), or under one field when the form has a single thing to fix; `failure` is what it says
 * when the server gives no message of its own. With 'caller', the save passed in reports the refusal
 * itself and the form shows only the server's field errors.
 */
type FailureShown<Values> =
  | { failure: string; failureShownIn?: 'toast' | 'alert' | TextField<Values> }
  | { failure?: never; failureShownIn: 'caller' };

export type SchemaFormOptions<Values extends FormValues, Parsed, Result> = FailureShown<Values> & {
  initial: Values | (() => Values);
  schema: z.ZodMiniType<Parsed>;
  save: (values: Parsed) => Promise<Result>;
  onSaved: (result: Result, values: Parsed) => void | Promise<void>;
  /** The query keys the write changes, refetched after it (lib/query-client.ts), refused or not. */
  invalidates?: readonly QueryKey[];
  /** A refusal the screen answers itself (a flag that leads elsewhere); true when it did. */
  onRefused?: (error: unknown, values: Parsed) => boolean;
  /** The check found these fields wrong, in the form's order. */
  onInvalid?: (fields: string[]) => void;
  /**
   * When a field's error shows: after a submit (the default, errors stay as that submit found them), or
   * once the field loses focus (errors then follow the typing, as in the registration wizard).
   */
  revealOn?: 'submit' | 'blur';
};

/**
 * The one form approach of the SPA: values checked with the contract's schema before anything is sent,
 * each field showing its first message; a refused write shows the server's field errors and its message
 * (or the fallback). `bind(field)` gives an input its name, value, onChange, onBlur and error; `check`
 * gives a checkbox its checked and onChange.
 */
export function useSchemaForm<Values extends FormValues, Parsed, Result>({
  initial,
  schema,
  save,
  failure,
  onSaved,
  failureShownIn = 'toast',
  onRefused,
  onInvalid,
  revealOn = 'submit',
  invalidates = [],
}: SchemaFormOptions<Values, Parsed, Result>) {
  const [values, setValues] = useState(initial);
  /** Revealed on submit: the errors the last submit found. Revealed on blur: the fields shown so far. */
  const [submitted, setSubmitted] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const write = useMutation({ mutationFn: save, meta: { invalidates } });

  const live = revealOn === 'blur';
  const clientErrors = (current: Values) => {
    const parsed = schema.safeParse(current);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const current = live ? { ...clientErrors(values), ...serverErrors } : { ...submitted, ...serverErrors };
  const errors: Record<string, string> = live
    ? Object.fromEntries(Object.entries(current).filter(([field]) => shown.has(field)))
    : current;

  /** Shows the errors of these fields and answers which of them are wrong (a wizard's Next). */
  const reveal = (fields: readonly string[]): string[] => {
    setShown((s) => new Set([...s, ...fields]));
    return fields.filter((field) => current[field]);
  };

  const bind = (field: TextField<Values>) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      if (live && serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest);
    },
    onBlur: live ? () => reveal([field]) : undefined,
    error: errors[field],
  });

  const check = (field: CheckField<Values>) => ({
    name: field,
    checked: values[field] as boolean,
    onChange: (event: { target: { checked: boolean } }) =>
      setValues((v) => ({ ...v, [field]: event.target.checked })),
  });

  const refused = (error: unknown, parsed: Parsed) => {
    if (onRefused?.(error, parsed)) return;
    const given = error instanceof ApiError ? error.fieldErrors : {};
    if (failure !== undefined && failureShownIn !== 'toast' && failureShownIn !== 'alert') {
      setServerErrors({ ...given, [failureShownIn]: given[failureShownIn] || messageOf(error, failure) });
      return;
    }
    setServerErrors(given);
    if (live) reveal(Object.keys(given));
    if (failure === undefined) return;
    if (failureShownIn === 'alert') setAlert(messageOf(error, failure));
    else notifyFailure(error, failure);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setAlert(null);
    const parsed = schema.safeParse(values);
    // Revealed on blur, a server's field error stands until its field changes, so it stops a resend too.
    const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(live ? serverErrors : {}) };
    if (!parsed.success || Object.keys(found).length > 0) {
      setSubmitted(found);
      if (live) reveal(Object.keys(values));
      onInvalid?.(Object.keys(values).filter((field) => found[field]));
      return;
    }
    setSubmitted({});
    setServerErrors({});
    let result: Result;
    try {
      result = await write.mutateAsync(parsed.data);
    } catch (error) {
      refused(error, parsed.data);
      return;
    }
    await onSaved(result, parsed.data);
  };

  /** Every text field has something in it (forms whose fields are all required keep Submit off until then). */
  const filled = Object.values(values).every((value) => typeof value !== 'string' || Boolean(value));

  return { values, setValues, bind, check, reveal, submit, filled, alert, pending: write.isPending };
}
