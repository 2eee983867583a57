import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { controlClass } from '../../design/portal-ui/controls';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { fullName } from '../../lib/format';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import { CoachCalendar } from '../components/CoachCalendar';
import { calendar as m } from '../texts';

/** Spec §2 "calendar": a coach's sessions, calls and appointments, week or month (calendar-manager). */
export default function CalendarPage() {
  const coaches = trpc.advisor.coaches.useQuery({ limit: 100 });
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();

  return (
    <>
      <PageHeader title={m.title} lead={m.lead} />
      <QueryView query={coaches}>
        {(data) => {
          if (data.items.length === 0) return <EmptyState icon={CalendarDays} title={m.noCoaches} />;
          const coachId = chosen ?? data.items[0]!.id;
          return (
            <Panel>
              <div className="mb-4 max-w-xs">
                <label htmlFor={selectId} className="mb-1.5 block text-sm font-semibold text-ink">
                  {m.coach}
                </label>
                <select
                  id={selectId}
                  className={controlClass}
                  value={coachId}
                  onChange={(e) => setChosen(e.target.value)}
                >
                  {data.items.map((c) => (
                    <option key={c.id} value={c.id}>
                      {fullName(c)}
                    </option>
                  ))}
                </select>
              </div>
              <Legend />
              <CoachCalendar coachId={coachId} />
            </Panel>
          );
        }}
      </QueryView>
    </>
  );
}

function Legend() {
  const kinds = [
    ['SESSION', 'bg-brand'],
    ['CALL', 'bg-success'],
    ['APPOINTMENT', 'bg-accent'],
  ] as const;
  return (
    <ul aria-label={m.legend} className="mb-3 flex flex-wrap gap-4 text-sm text-ink-muted">
      {kinds.map(([kind, tone]) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-3 rounded-sm ${tone}`} />
          {m.kinds[kind]}
        </li>
      ))}
    </ul>
  );
}
