import { useState } from 'react';
import { Eye, Pencil, RotateCcw, Save } from 'lucide-react';
import * as messages from '#contract/messages';
import {
  contentDefaults,
  contentSchemas,
  type ContentKey,
  type PublicContent,
} from '#contract/public-content/index';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { saveContent } from '../api/save-content.ts';
import { ContentFields } from './content-fields.tsx';
import { orderLike, serverErrorsByPath, setAt, type Path } from './content-tree.ts';
import { SitePreview } from './site-preview.tsx';

/**
 * One block's texts: edit, check with the block's schema (the API's own), preview with the site's
 * markup, save as a new version. A save based on an outdated version is refused by the server (409).
 */
export function ContentEditor({
  current,
  onSaved,
}: {
  current: PublicContent;
  onSaved: (saved: PublicContent) => void;
}) {
  const key: ContentKey = current.key;
  // The stored texts in the order of the page, so a draft equal to them reads as unchanged.
  const [stored] = useState(
    () => orderLike(current.content, contentDefaults[key]) as Record<string, unknown>,
  );
  const [previewing, setPreviewing] = useState(false);
  const form = useSchemaForm({
    initial: stored,
    schema: contentSchemas[key],
    save: (content: unknown) => saveContent(key, content, current.version),
    failure: messages.content.saveFailed,
    invalidates: [resourceKeys.publicContent],
    serverFields: serverErrorsByPath,
    onInvalid: () => {
      setPreviewing(false);
      notifyError(messages.content.invalidForm);
    },
    onSaved: (saved) => {
      notifySuccess(saved.message);
      onSaved(saved);
    },
  });
  const draft = form.values;

  const change = (path: Path, value: unknown) =>
    form.setValues((previous) => setAt(previous, path, value) as Record<string, unknown>);

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={form.submit} noValidate className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {current.version === 0
              ? 'Showing the original texts (never edited).'
              : `Version ${current.version}, saved ${formatDateTime(current.updatedAt)}.`}
          </p>
          <div
            role="group"
            aria-label="View"
            className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
          >
            {[
              { preview: false, label: 'Edit', icon: Pencil },
              { preview: true, label: 'Preview', icon: Eye },
            ].map(({ preview, label, icon: Icon }) => (
              <button
                key={label}
                type="button"
                aria-pressed={previewing === preview}
                onClick={() => setPreviewing(preview)}
                className={cx(
                  'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium',
                  previewing === preview
                    ? 'bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                <Icon className="size-4" aria-hidden="true" /> {label}
              </button>
            ))}
          </div>
        </div>

        {previewing ? (
          <SitePreview contentKey={key} content={draft} />
        ) : (
          <ContentFields
            value={draft}
            path={[]}
            field={key}
            label=""
            errors={form.errors}
            onChange={change}
          />
        )}

        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button type="submit" pending={form.pending} disabled={!form.changed}>
            <Save className="size-4" aria-hidden="true" /> Save changes
          </Button>
          <Button variant="secondary" disabled={!form.changed} onClick={form.reset}>
            <RotateCcw className="size-4" aria-hidden="true" /> Discard changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
