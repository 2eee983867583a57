import type { VideoEndReason } from '@pusula/contracts/video/video-constants';
import { VIDEO_END_REASONS } from '@pusula/contracts/video/video-constants';
import type { VideoCallDto } from '@pusula/contracts/video/video-schemas';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../design/ui/Alert';
import { buttonClass } from '../design/ui/button';
import { SelectField, TextField } from '../design/ui/fields';
import { formatDateTime, formatDuration } from '../lib/format';
import { serverMessageOf } from '../lib/server-errors';
import { PageHeader } from '../portal/PageHeader';
import { trpc } from '../portal/trpc';
import { videoTexts as m } from './texts';

const h = m.history;
const PAGE_SIZE = 20;

interface Filters {
  coachId: string;
  studentId: string;
  endReason: '' | VideoEndReason;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { coachId: '', studentId: '', endReason: '', from: '', to: '' };

function durationOf(call: VideoCallDto) {
  if (call.status !== 'ENDED') return h.running;
  return call.answeredAt ? formatDuration(call.durationSeconds) : h.unanswered;
}

/** /advisor/video-conference/history: the advisor's calls with filters, durations and end reasons. */
export default function VideoHistoryPage() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const coaches = trpc.advisor.coaches.useQuery({ limit: 100 });
  const students = trpc.advisor.students.useQuery({ limit: 100 });
  const history = trpc.video.history.useQuery({
    page,
    limit: PAGE_SIZE,
    ...(filters.coachId ? { coachId: filters.coachId } : {}),
    ...(filters.studentId ? { studentId: filters.studentId } : {}),
    ...(filters.endReason ? { endReason: filters.endReason } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  });
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={
          <Link to="/advisor/video-conference" className={buttonClass('ghost', 'sm', '-ml-3')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {h.back}
          </Link>
        }
        title={h.title}
        lead={h.lead}
      />

      <fieldset className="grid gap-4 rounded-xl border border-line bg-surface p-5 sm:grid-cols-2 xl:grid-cols-3">
        <legend className="px-1 text-sm font-semibold text-ink">{h.filters}</legend>
        <SelectField
          label={m.conference.coach}
          value={filters.coachId}
          onChange={(e) => set({ coachId: e.target.value })}
        >
          <option value="">{h.allCoaches}</option>
          {(coaches.data?.items ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.firstName} {c.lastName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.conference.student}
          value={filters.studentId}
          onChange={(e) => set({ studentId: e.target.value })}
        >
          <option value="">{h.allStudents}</option>
          {(students.data?.items ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.firstName} {s.lastName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={h.endReason}
          value={filters.endReason}
          onChange={(e) => set({ endReason: e.target.value as Filters['endReason'] })}
        >
          <option value="">{h.allReasons}</option>
          {VIDEO_END_REASONS.map((r) => (
            <option key={r} value={r}>
              {m.endReasons[r]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={h.from}
          type="date"
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label={h.to}
          type="date"
          value={filters.to}
          onChange={(e) => set({ to: e.target.value })}
        />
        <div className="sm:col-span-2 xl:col-span-3">
          <button type="button" onClick={() => set(NO_FILTERS)} className={buttonClass('secondary', 'sm')}>
            {h.clear}
          </button>
        </div>
      </fieldset>

      {history.error ? (
        <Alert tone="error">
          <p className="font-semibold">{h.loadFailed}</p>
          {serverMessageOf(history.error) ? <p>{serverMessageOf(history.error)}</p> : null}
        </Alert>
      ) : null}

      {data ? (
        <section className="space-y-3">
          <p className="text-sm text-ink-muted" role="status">
            {h.total(data.total, formatDuration(data.totalDurationSeconds))}
          </p>
          {data.items.length === 0 ? (
            <p className="text-ink-muted">{h.empty}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-line">
              <table className="w-full min-w-[720px] text-left text-sm">
                <caption className="sr-only">{h.caption}</caption>
                <thead className="bg-surface-muted text-ink">
                  <tr>
                    {Object.values(h.columns).map((label) => (
                      <th key={label} scope="col" className="px-4 py-3 font-semibold">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line bg-surface">
                  {data.items.map((call) => (
                    <tr key={call.id} data-call-id={call.id}>
                      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(call.startedAt)}</td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        {call.endedAt ? formatDateTime(call.endedAt) : '—'}
                      </td>
                      <td
                        className="px-4 py-3 whitespace-nowrap"
                        data-duration-seconds={call.durationSeconds}
                      >
                        {durationOf(call)}
                      </td>
                      <td className="px-4 py-3">{call.participants.map((p) => p.name).join(', ')}</td>
                      <td className="px-4 py-3">
                        {call.endReason ? m.endReasons[call.endReason] : m.statuses[call.status]}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 ? (
            <nav aria-label={h.page(page, pages)} className="flex items-center gap-3">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
                className={buttonClass('secondary', 'sm')}
              >
                {h.previous}
              </button>
              <span className="text-sm text-ink-muted">{h.page(page, pages)}</span>
              <button
                type="button"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
                className={buttonClass('secondary', 'sm')}
              >
                {h.next}
              </button>
            </nav>
          ) : null}
        </section>
      ) : (
        <p role="status" className="text-ink-muted">
          {m.conference.loading}
        </p>
      )}
    </div>
  );
}
