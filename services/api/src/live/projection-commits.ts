import type { CheckpointNotices } from '@pusula/projections';

/**
 * Wakes this process's live feeds when a projector another process runs commits rows, instead of leaving
 * them to their next poll: every process hears the checkpoint notices the runner sends with each commit
 * (a NOTIFY inside the batch's transaction). A notice this process sent tells of its own runner's commit,
 * whose feeds `onCommitted` already woke; a listening connection made again may have missed notices, so
 * then every feed looks ('*'). Returns the unsubscribe. PGlite belongs to one process: nothing is heard.
 */
export function wakeFeedsOnCommits(
  notices: CheckpointNotices,
  onCommitted: (projector: string) => void,
): () => void {
  return notices.subscribe((notice) => {
    if (notice === 'missed') onCommitted('*');
    else if (notice.rowsChanged && !notice.fromSelf) onCommitted(notice.projector);
  });
}
