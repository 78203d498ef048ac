import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type * as z from '#contract/zod';
import { ApiError } from './api-error.ts';
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

/**
 * A form of text fields checked with the contract's schema before anything is sent: a failed check
 * shows each field's first message; a refused write shows the server's field errors and toasts its
 * message (or the fallback). `bind(field)` gives an input its name, value, onChange and error.
 */
export function useSchemaForm<Field extends string, Parsed, Result>({
  initial,
  schema,
  save,
  failure,
  onSaved,
}: {
  initial: Record<Field, string> | (() => Record<Field, string>);
  schema: z.ZodMiniType<Parsed>;
  save: (values: Parsed) => Promise<Result>;
  failure: string;
  onSaved: (result: Result, values: Parsed) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useMutation({ mutationFn: save });

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    let result: Result;
    try {
      result = await write.mutateAsync(parsed.data);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyFailure(error, failure);
      return;
    }
    onSaved(result, parsed.data);
  };

  /** Every field has something in it (forms whose fields are all required keep Submit off until then). */
  const filled = Object.values<string>(values).every(Boolean);

  return { values, setValues, bind, submit, filled, pending: write.isPending };
}
