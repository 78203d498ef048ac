import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as messages from '#contract/messages';
import { contentKeySchema, type ContentKey, type PublicContent } from '#contract/public-content/index';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { DiscardChangesDialog } from '../../../components/ui/discard-changes-dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { editsAtRisk } from '../../../lib/unsaved-edits.ts';
import { useContent } from '../api/get-content.ts';
import { ContentEditor } from '../components/content-editor.tsx';
import { ContentVersions } from '../components/content-versions.tsx';

/** The editable blocks, each with where the public sees it. */
const blocks: Array<{ key: ContentKey; label: string; page: string }> = [
  { key: 'home', label: 'Home page', page: '/' },
  { key: 'faq', label: 'FAQ', page: '/faq' },
  { key: 'terms', label: 'Terms', page: '/terms' },
  { key: 'privacy', label: 'Privacy', page: '/privacy' },
  { key: 'rules', label: 'House Rules', page: '/rules' },
];

/** The block the query picks: home unless it names another. */
const blockOf = (query: URLSearchParams): ContentKey => {
  const parsed = contentKeySchema.safeParse(query.get('key'));
  return parsed.success ? parsed.data : 'home';
};

/**
 * Public Content (docs/spec.md §2): the texts of the public site a super admin may change, the block picked
 * in the `key` query parameter. Visitors see a save within the site's 300 s content cache.
 */
export function PublicContentScreen() {
  const [params] = useSearchParams();
  const key = blockOf(params);
  const block = blocks.find((candidate) => candidate.key === key)!;
  const loaded = useContent(key);
  const newest = loaded.data;
  // The version the editor works on: the one first read, then the one saved or restored here. One saved
  // elsewhere meanwhile (read on a refetch, or after this screen's save was refused for it, 409) never
  // takes the editor's place by itself, which dropped the user's edits: they load it when they choose.
  const [opened, setOpened] = useState<PublicContent | null>(null);
  const mine = opened?.key === key ? opened : null;
  if (newest && !mine) setOpened(newest);
  const current = mine ?? newest;
  const overtaken = newest && current && newest.version > current.version ? newest : null;
  // Another block, a newer version or a restored one takes the editor's place: asked first when it holds
  // edits, as the app's guard asks before leaving the screen. A block replaces the history entry, so Back
  // leaves the screen, which the guard asks about, rather than swapping blocks, which it would not see.
  const navigate = useNavigate();
  const [discarding, setDiscarding] = useState<{ question: string; go: () => void } | null>(null);
  /** Goes on at once when no edits are at risk, else once the user chose to discard them (`instead` asks). */
  const unlessKeepingEdits = (instead: string, go: () => void) =>
    editsAtRisk()
      ? setDiscarding({ question: `Your changes to the ${block.label} are not saved. ${instead}`, go })
      : go();
  const loadNewest = () => setOpened(newest ?? null);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Public Content</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Edit the texts of the public website. Visitors see a saved change within five minutes.
        </p>
      </div>
      <nav aria-label="Content blocks" className="flex flex-wrap gap-2">
        {blocks.map((candidate) => (
          <Link
            key={candidate.key}
            to={`?key=${candidate.key}`}
            replace
            onClick={(event) => {
              if (candidate.key === key || !editsAtRisk()) return;
              event.preventDefault();
              unlessKeepingEdits(
                `Open the ${candidate.label} without them?`,
                () => void navigate(`?key=${candidate.key}`, { replace: true }),
              );
            }}
            aria-current={candidate.key === key ? 'page' : undefined}
            className={cx(
              'rounded-full px-4 py-1.5 text-sm font-medium',
              candidate.key === key
                ? 'bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
            )}
          >
            {candidate.label}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{block.label}</h2>
        <a
          href={block.page}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          View on the site <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {!current && loaded.status === 'pending' && <LoadingState label="Loading content" />}
      {!current && loaded.status === 'error' && (
        <ErrorState message={messages.content.fetchFailed} onRetry={() => void loaded.refetch()} />
      )}
      {overtaken && (
        <Notice tone="warning" title={`Version ${overtaken.version} was saved meanwhile`}>
          <p>
            Someone saved it {formatDateTime(overtaken.updatedAt)}, after the version you are editing, so your
            changes cannot be saved over it. Copy what you want to keep, then load it and edit again.
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => unlessKeepingEdits(`Load version ${overtaken.version} without them?`, loadNewest)}
          >
            Load version {overtaken.version}
          </Button>
        </Notice>
      )}
      {current && (
        <>
          <ContentEditor key={`${key}-${current.version}`} current={current} onSaved={setOpened} />
          <ContentVersions
            contentKey={key}
            current={(overtaken ?? current).version}
            beforeRestoring={(version, go) =>
              unlessKeepingEdits(`Restore version ${version} without them?`, go)
            }
            onRestored={setOpened}
          />
        </>
      )}
      <DiscardChangesDialog
        open={discarding !== null}
        onDiscard={() => {
          discarding?.go();
          setDiscarding(null);
        }}
        onKeep={() => setDiscarding(null)}
      >
        <p>{discarding?.question}</p>
      </DiscardChangesDialog>
    </div>
  );
}
