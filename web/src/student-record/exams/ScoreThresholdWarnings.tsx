import { scoreThresholdWarnings } from '@pusula/contracts/student-record/score-threshold';
import { TriangleAlert } from 'lucide-react';

/**
 * „TYT puanı hesaplanmaz…": the score types a deneme gets no score in (under 0.5 raw net), on the card and
 * in the form as the counts are typed. Nothing when every score is computed.
 */
export function ScoreThresholdWarnings({
  deneme,
  className = '',
}: {
  deneme: Parameters<typeof scoreThresholdWarnings>[0];
  className?: string;
}) {
  const warnings = scoreThresholdWarnings(deneme);
  if (warnings.length === 0) return null;
  return (
    <ul
      className={`space-y-1 rounded-[var(--radius-control)] border border-accent/40 bg-accent-soft p-3 text-sm text-ink ${className}`}
      data-testid="score-threshold-warnings"
    >
      {warnings.map((w) => (
        <li key={w.scoreType} className="flex items-start gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>{w.text}</span>
        </li>
      ))}
    </ul>
  );
}
