import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useFocusOnceDrawn } from './focus-once-drawn.ts';
import type * as z from '#contract/zod';
import { ApiError, messageOf } from './api-error.ts';
// Gives the password rule its list here, where a form's schema checks a password being set (the meter
// and the reset checklist import it for its hook): a screen with no form loads neither the rule nor its
// messages.
import './common-passwords.ts';
import { useHoldDialogWhileSending } from './dialog-sending.ts';
import { notifyFailure } from './notify.ts';
import { refocusOnceDropped } from './screen-heading.ts';
import { useUnsavedEdits } from './use-unsaved-edits.ts';

/**
 * The first message per field of a failed parse, keyed by the field's path with dots (`items.1.answer`),
 * as the API keys its own field errors (functions/api/http/pipeline.ts); a message about the whole value
 * is keyed ''.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** The message for a field: its own, else the first about a part of it (one entry of a list). */
export function errorOf(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
}

/** The form's field an error path names: its first part (`items` of `items.1.answer`). */
const fieldOf = (path: string) => path.split('.')[0]!;

/** A form's values: texts, checkboxes, and lists or nested texts a form draws itself (setValues). */
type FormValues = Record<string, unknown>;

/** The fields that hold text (inputs and selects), as opposed to checkboxes. */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;
type CheckField<Values> = { [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values] &
  string;

/**
 * Where a refused write's message goes: a toast (the default), the form's alert above its fields
 * (`form.alert`), or under one field when the form has a single thing to fix; `failure` is what it says
 * when the server gives no message of its own. A refusal the server gives to one of the fields is shown
 * at that field alone, wherever the form says its others. With 'caller', the save passed in reports the
 * refusal itself and the form shows only the server's field errors.
 */
type FailureShown<Values> =
  | { failure: string; failureShownIn?: 'toast' | 'alert' | TextField<Values> }
  | { failure?: never; failureShownIn: 'caller' };

/**
 * What a form's photos (components/ui/photo-picker.tsx) and its save tell each other, as each waits for
 * the other. A save sent while a photo uploads would go without it: the form is `pending` while one is
 * on its way (`onUploading`). And a photo added or removed while the save is on its way would be lost
 * when it answers: the form that ends with it (a report, a check-in) leaves with the values it sent, and
 * one that stays takes the saved values as its own (`fields.saved`, or the server's own answer, as a
 * room type's photos). So while `saving` the photos wait instead (decision 0107).
 */
export interface FormUploads {
  saving: boolean;
  onUploading: (uploading: boolean) => void;
}

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
   * When a field's error shows: after a submit (the default: the fields that submit found wrong), or once
   * the field loses focus (as in the registration wizard). Either way a shown error then follows the
   * typing, so a field put right stops saying it is wrong.
   */
  revealOn?: 'submit' | 'blur';
  /**
   * Checked values wait for the user to confirm them (a write that reaches far: the lockdown, a new
   * academic period): the form holds them as `confirming` until `confirm()` writes them or `cancel()`.
   */
  confirmFirst?: boolean;
  /** The server's field errors as the form's fields, when the form is one part of the body it sends. */
  serverFields?: (errors: Record<string, string>) => Record<string, string>;
};

/**
 * The one form approach of the SPA: values checked with the contract's schema before anything is sent,
 * each field showing its first message; a refused write shows the server's field errors and its message
 * (or the fallback). `bind(field)` gives an input its name, value, onChange, onBlur and error; `check`
 * gives a checkbox its checked and onChange; a form that draws its own fields (a list, a tree) changes
 * `values` with `setValues` and reads `errors` by path.
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
  confirmFirst = false,
  serverFields = (given) => given,
}: SchemaFormOptions<Values, Parsed, Result>) {
  const [start] = useState(initial);
  /** What the fields hold, and what they held once last saved (the first values until then). */
  const [fields, setFields] = useState({ values: start, saved: start });
  const { values } = fields;
  /**
   * Whether the fields changed while a save was on its way (`null` while none is): what the answer
   * takes for saved is then what was sent, not what the fields hold by then, which would pass words
   * typed meanwhile for saved, unsent. They stay as typed, an edit still to save (decision 0107).
   */
  const editedWhileSending = useRef<boolean | null>(null);
  const setValues = (next: Values | ((current: Values) => Values)) => {
    if (editedWhileSending.current === false) editedWhileSending.current = true;
    setFields(({ values: current, saved }) => ({
      values: typeof next === 'function' ? next(current) : next,
      saved,
    }));
  };
  /** The fields whose errors show: those the last submit found wrong, or (on blur) those left so far. */
  const [submitted, setSubmitted] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Parsed | null>(null);
  const write = useMutation({ mutationFn: save, meta: { invalidates } });
  const [uploading, setUploading] = useState(false);
  const uploads: FormUploads = { saving: write.isPending, onUploading: setUploading };
  /** The form element the last submit came from. */
  const formElement = useRef<HTMLFormElement | null>(null);
  /**
   * Once a submit's errors are drawn, the first field they mark wrong takes the focus, so a screen reader
   * reads its message with it: left on the submit button, the errors appeared unsaid (a dialog's button
   * below a tall form, a phone's field above the fold, out of sight too). A refusal that is no one
   * field's (deductions over the deposit, a 409 shown in the form's alert) takes it to its message
   * instead, a FormAlert (focusable by script only): the desk pressed Check out and, its dialog's body
   * scrolled to the button, saw nothing happen.
   */
  const focusOnceDrawn = useFocusOnceDrawn();
  const focusWrong = () =>
    focusOnceDrawn(() => {
      const form = formElement.current;
      return (
        form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        form?.querySelector<HTMLElement>('[role="alert"]')
      );
    });
  useHoldDialogWhileSending(write.isPending);
  /**
   * The button a save was sent from may not keep the focus once done: a form emptied after it turns it
   * off (Change password), a setting saved turns its Save off, and a form that was a question goes with
   * its answer (Is it fixed?, Join the waitlist). The focus fell to the page's body; it goes to the form's
   * first field instead, or to the screen's heading once the form has gone. A dialog gives it back to
   * whatever opened it itself (components/ui/modal-stack.ts).
   */
  const watchingFocus = useRef<() => void>(undefined);
  const keepFocusAfterSave = (pressed: Element | null) => {
    const form = formElement.current;
    if (!form || !(pressed instanceof HTMLElement) || !form.contains(pressed)) return;
    if (pressed.closest('dialog')) return;
    watchingFocus.current?.();
    watchingFocus.current = refocusOnceDropped(pressed, () =>
      form.isConnected
        ? form.querySelector<HTMLElement>(
            'input:not([type="hidden"]):enabled, select:enabled, textarea:enabled',
          )
        : null,
    );
  };

  /**
   * The values differ from the saved ones: edits a screen must not drop unasked (a period switch), and
   * which leaving the screen asks about (lib/unsaved-edits.ts).
   */
  const changed = JSON.stringify(values) !== JSON.stringify(fields.saved);
  const edits = useUnsavedEdits(changed);

  const live = revealOn === 'blur';
  const clientErrors = (current: Values) => {
    const parsed = schema.safeParse(current);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const showing = (errors: Record<string, string>, fields: ReadonlySet<string>) =>
    Object.fromEntries(Object.entries(errors).filter(([path]) => fields.has(fieldOf(path))));
  const current = live
    ? { ...clientErrors(values), ...serverErrors }
    : { ...(submitted.size > 0 ? showing(clientErrors(values), submitted) : {}), ...serverErrors };
  const errors: Record<string, string> = live ? showing(current, shown) : current;

  /** Shows the errors of these fields and answers which of them are wrong (a wizard's Next). */
  const reveal = (fields: readonly string[]): string[] => {
    setShown((s) => new Set([...s, ...fields]));
    return fields.filter((field) => errorOf(current, field));
  };

  const bind = (field: TextField<Values>) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      if (serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest);
    },
    onBlur: live ? () => reveal([field]) : undefined,
    error: errorOf(errors, field),
  });

  const check = (field: CheckField<Values>) => ({
    name: field,
    checked: values[field] as boolean,
    onChange: (event: { target: { checked: boolean } }) =>
      setValues((v) => ({ ...v, [field]: event.target.checked })),
  });

  const refused = (error: unknown, parsed: Parsed) => {
    if (onRefused?.(error, parsed)) return;
    const given = error instanceof ApiError ? serverFields(error.fieldErrors) : {};
    if (failure !== undefined && failureShownIn !== 'toast' && failureShownIn !== 'alert') {
      setServerErrors({ ...given, [failureShownIn]: given[failureShownIn] || messageOf(error, failure) });
      focusWrong();
      return;
    }
    setServerErrors(given);
    if (live) reveal(Object.keys(given));
    if (Object.keys(given).length > 0) focusWrong();
    if (failure === undefined) return;
    // Given to a field, it is shown there alone (decision 0113), which has the focus: deductions over
    // the deposit, said under the deductions, was said again above the fields, out of sight of the
    // amounts it was about, and an address in use was said under Email and again in a toast.
    const message = messageOf(error, failure);
    if (Object.values(given).includes(message)) return;
    if (failureShownIn === 'alert') {
      setAlert(message);
      focusWrong();
    } else notifyFailure(error, failure);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
    setAlert(null);
    const parsed = schema.safeParse(values);
    // Revealed on blur, a server's field error stands until its field changes, so it stops a resend too.
    const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(live ? serverErrors : {}) };
    if (!parsed.success || Object.keys(found).length > 0) {
      setSubmitted(new Set(Object.keys(found).map(fieldOf)));
      if (live) reveal(Object.keys(values));
      onInvalid?.(Object.keys(values).filter((field) => errorOf(found, field)));
      focusWrong();
      return;
    }
    setSubmitted(new Set());
    setServerErrors({});
    if (confirmFirst) setConfirming(() => parsed.data);
    else await send(parsed.data);
  };

  /**
   * A save on its way, known at once: a second press in the moment before the button is drawn as sending
   * (a quick double click) sent the values again, and a room was created, then refused as a number taken.
   */
  const sending = useRef(false);
  const send = async (parsed: Parsed) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await sendOnce(parsed);
    } finally {
      sending.current = false;
    }
  };

  const sendOnce = async (parsed: Parsed) => {
    const sent = values;
    // Until the answer is handled: a save or a refusal may lead to another screen (onSaved, onRefused).
    edits.sending(true);
    let result: Result;
    editedWhileSending.current = false;
    try {
      result = await write.mutateAsync(parsed);
    } catch (error) {
      editedWhileSending.current = null;
      refused(error, parsed);
      edits.sending(false);
      return;
    }
    const editedMeanwhile = editedWhileSending.current;
    editedWhileSending.current = null;
    // Read once the answer is in: the control the save was sent from, or the submit button when the
    // photos held that one still meanwhile (components/ui/photo-picker.tsx).
    const pressed = document.activeElement;
    // Changed meanwhile, they are still edits to lose: leaving goes on asking.
    if (editedMeanwhile) edits.sending(false);
    else edits.saved();
    setConfirming(null);
    await onSaved(result, parsed);
    keepFocusAfterSave(pressed);
    // After onSaved, which may empty the fields or take in what the server made of them (a photo's id).
    // Changed meanwhile, they keep those changes unsaved on top of what was sent.
    setFields(({ values: current }) => ({ values: current, saved: editedMeanwhile ? sent : current }));
  };

  /** Writes the values the user is asked to confirm; a refusal leaves the question open. */
  const confirm = async () => {
    if (confirming !== null) await send(confirming);
  };

  /** Back to the first values, with no error shown (a Discard, or the form after a save). */
  const reset = () => {
    setFields({ values: start, saved: start });
    setSubmitted(new Set());
    setServerErrors({});
    setShown(new Set());
    setAlert(null);
  };

  /** Every text field has something in it (forms whose fields are all required keep Submit off until then). */
  const filled = Object.values(values).every((value) => typeof value !== 'string' || Boolean(value));

  return {
    values,
    setValues,
    bind,
    check,
    reveal,
    submit,
    reset,
    filled,
    changed,
    errors,
    alert,
    confirming,
    confirm,
    cancel: () => setConfirming(null),
    /** For the form's photo pickers (one, or a part that gathers its own: ConditionFields). */
    uploads,
    /** A save on its way, or a photo the save waits for. */
    pending: write.isPending || uploading,
  };
}
