import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { History } from 'lucide-react';
import * as messages from '#contract/messages';
import type { ContentKey, PublicContent } from '#contract/public-content/index';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { rollbackContent, useContentVersions } from '../api/content-versions.ts';
import { useHoldDialogWhileSending } from '../../../lib/dialog-sending.ts';
import { IconSection } from '../../../components/ui/icon-section.tsx';

/** The restore dialog's action: inside the dialog, so the dialog stays open while it is on its way. */
function RestoreAction({
  version,
  pending,
  onRestore,
}: {
  version: number | null;
  pending: boolean;
  onRestore: () => void;
}) {
  useHoldDialogWhileSending(pending);
  return (
    <DialogActions>
      <Button pending={pending} onClick={onRestore}>
        Yes, restore version {version}
      </Button>
    </DialogActions>
  );
}

/** Every saved version of a block, newest first; restoring one saves it again as the newest. */
export function ContentVersions({
  contentKey,
  current,
  beforeRestoring,
  onRestored,
}: {
  contentKey: ContentKey;
  current: number;
  /**
   * Asks about the editor's edits not saved, which a restore replaces, before its own question: `go`
   * once they may go.
   */
  beforeRestoring: (version: number, go: () => void) => void;
  onRestored: (restored: PublicContent) => void;
}) {
  const [page, setPage] = useState(1);
  const list = useContentVersions(contentKey, page);
  const [restoring, setRestoring] = useState<number | null>(null);
  const rollback = useMutation({
    mutationFn: (version: number) => rollbackContent(contentKey, version),
    meta: { invalidates: [resourceKeys.publicContent] },
  });

  const restore = async () => {
    if (restoring === null) return;
    try {
      const restored = await rollback.mutateAsync(restoring);
      notifySuccess(restored.message);
      setRestoring(null);
      setPage(1);
      onRestored(restored);
    } catch (error) {
      // Said in the dialog, which stays open (lib/notify.ts).
      notifyFailure(error, messages.content.rollbackFailed);
    }
  };

  return (
    <IconSection title="Versions" icon={History}>
      {list.status === 'pending' && <LoadingState label="Loading versions" rows={2} />}
      {list.status === 'error' && (
        <ErrorState message={messages.content.versionsFailed} onRetry={() => void list.refetch()} />
      )}
      {list.status === 'success' && list.data.versions.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No saved versions yet: the site shows the original texts.
        </p>
      )}
      {list.status === 'success' && list.data.versions.length > 0 && (
        <>
          <ol className="space-y-2">
            {list.data.versions.map((version) => (
              <li key={version.version}>
                <Card className="flex flex-wrap items-center gap-3 p-3">
                  {/* Wide enough for "Restored from version 10", or the button goes below: on a phone it
                      covered the badge. */}
                  <div className="min-w-0 flex-1 basis-60">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      Version {version.version}
                      {version.version === current && <Badge tone="green">Current</Badge>}
                      {version.restoredFrom !== undefined && (
                        <Badge tone="slate">Restored from version {version.restoredFrom}</Badge>
                      )}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      Saved {formatDateTime(version.updatedAt)}
                      {version.updatedByName && ` by ${version.updatedByName}`}
                    </p>
                  </div>
                  {version.version !== current && (
                    <Button
                      variant="secondary"
                      onClick={() => beforeRestoring(version.version, () => setRestoring(version.version))}
                    >
                      Restore version {version.version}
                    </Button>
                  )}
                </Card>
              </li>
            ))}
          </ol>
          <Pager pagination={list.data.pagination} onPage={setPage} label="Versions" />
        </>
      )}
      <Dialog
        open={restoring !== null}
        title={`Restore version ${restoring ?? ''}?`}
        onClose={() => setRestoring(null)}
      >
        <div className="space-y-4 text-sm">
          <p>
            The public site shows the texts of version {restoring} again. This is saved as a new version, so
            the texts on show now stay in the history and can be restored in turn.
          </p>
          <RestoreAction version={restoring} pending={rollback.isPending} onRestore={() => void restore()} />
        </div>
      </Dialog>
    </IconSection>
  );
}
