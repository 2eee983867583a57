import type { NotePriority } from '@pusula/contracts/constants';
import { Badge } from '../design/portal-ui/Badge';
import { notePriorityLabels } from './texts';

const PRIORITY_TONE = { HIGH: 'danger', MEDIUM: 'accent', NORMAL: 'neutral' } as const;

/** An advisor note's priority as a badge: HIGH in the danger colour, MEDIUM in the accent. */
export function PriorityBadge({ priority }: { priority: NotePriority }) {
  return <Badge tone={PRIORITY_TONE[priority]}>{notePriorityLabels[priority]}</Badge>;
}
