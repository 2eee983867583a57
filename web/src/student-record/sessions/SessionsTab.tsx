import type { CoachingSessionDto } from '@pusula/contracts/student-record/record-dtos';
import type { VideoCallDto } from '@pusula/contracts/video/video-schemas';
import { CalendarClock, Video } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { formatDateTime, formatTime } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { CallRoom } from '../../video/CallRoom';
import { StudentCallDialog } from '../../video/StudentCallDialog';
import { videoTexts as v } from '../../video/texts';
import { RecordSection, RecordToolbar } from '../kit/RecordSection';
import { permissionsOf, type RecordTabProps } from '../kit/viewer';
import { recordEditors as e, recordLabels as r } from '../texts';
import { CloseSessionDialog } from './CloseSessionDialog';
import { ReportSharingButton } from './ReportSharingButton';
import { ScheduleSessionDialog } from './ScheduleSessionDialog';

const SESSION_TONE = { SCHEDULED: 'brand', HELD: 'success', MISSED: 'danger', CANCELLED: 'neutral' } as const;

/**
 * Seanslar: the coaching sessions, newest first, with their reports; the coach plans and closes them, and
 * starts a video call with the student (and the parents) from here or from a planned session.
 */
export function SessionsTab({ studentId, viewer }: RecordTabProps) {
  const query = trpc.studentRecord.sessions.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [scheduling, setScheduling] = useState(false);
  const [closing, setClosing] = useState<CoachingSessionDto | null>(null);
  /** The call dialog: open (for a session, or for none) or closed (undefined). */
  const [calling, setCalling] = useState<CoachingSessionDto | null | undefined>(undefined);
  const [call, setCall] = useState<VideoCallDto | null>(null);
  if (call)
    return (
      <Panel>
        <h2 className="mb-3 text-lg font-semibold text-ink">{v.studentCall.inCall}</h2>
        <CallRoom call={call} side="COACH" onClosed={() => setCall(null)} />
      </Panel>
    );
  return (
    <RecordSection query={query}>
      {(list) => (
        <>
          {can.coach ? (
            <RecordToolbar>
              <Button size="sm" variant="secondary" onClick={() => setCalling(null)}>
                <Video aria-hidden="true" className="size-4" />
                {v.studentCall.start}
              </Button>
              <Button size="sm" onClick={() => setScheduling(true)}>
                <CalendarClock aria-hidden="true" className="size-4" />
                {e.scheduleSession}
              </Button>
            </RecordToolbar>
          ) : null}
          {list.length === 0 ? (
            <EmptyState icon={CalendarClock} title={e.noSessions} text={e.noSessionsText} />
          ) : (
            <Panel>
              <ul className="divide-y divide-line">
                {[...list]
                  .sort((a, b) => b.startAt.localeCompare(a.startAt))
                  .map((s) => (
                    <li key={s.sessionId} className="flex flex-wrap items-start gap-3 py-3">
                      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 text-brand" />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold text-ink">{s.title}</p>
                        <p className="text-sm text-ink-muted">
                          {formatDateTime(s.startAt)} – {formatTime(s.endAt)}
                        </p>
                        {s.agenda ? <p className="mt-1 text-sm text-ink">{s.agenda}</p> : null}
                        {s.report ? (
                          <p className="mt-1 text-sm text-ink">
                            <span className="font-semibold">{r.report}: </span>
                            {s.report}
                          </p>
                        ) : null}
                        {s.report && s.status !== 'CANCELLED' ? (
                          <p className="mt-1 text-xs font-medium text-ink-muted">
                            {s.reportShared ? r.sharedWithParents : r.notSharedWithParents}
                          </p>
                        ) : null}
                        {s.cancelReason ? (
                          <p className="mt-1 text-sm text-ink-muted">
                            {r.cancelReason}: {s.cancelReason}
                          </p>
                        ) : null}
                      </div>
                      <div className="flex flex-col items-end gap-2">
                        <Badge tone={SESSION_TONE[s.status]}>{r.sessionStatus[s.status] ?? s.status}</Badge>
                        {can.coach && s.status === 'SCHEDULED' ? (
                          <>
                            <Button size="sm" variant="secondary" onClick={() => setCalling(s)}>
                              <Video aria-hidden="true" className="size-4" />
                              {v.studentCall.fromSession}
                            </Button>
                            <Button size="sm" variant="secondary" onClick={() => setClosing(s)}>
                              {e.closeSession}
                            </Button>
                          </>
                        ) : null}
                        {can.coach && s.report && (s.status === 'HELD' || s.status === 'MISSED') ? (
                          <ReportSharingButton studentId={studentId} session={s} />
                        ) : null}
                      </div>
                    </li>
                  ))}
              </ul>
            </Panel>
          )}
          {scheduling ? (
            <ScheduleSessionDialog
              studentId={studentId}
              coachId={viewer.userId}
              onClose={() => setScheduling(false)}
            />
          ) : null}
          {closing ? (
            <CloseSessionDialog studentId={studentId} session={closing} onClose={() => setClosing(null)} />
          ) : null}
          {calling !== undefined ? (
            <StudentCallDialog
              studentId={studentId}
              session={calling}
              onClose={() => setCalling(undefined)}
              onStarted={(started) => {
                setCalling(undefined);
                setCall(started);
              }}
            />
          ) : null}
        </>
      )}
    </RecordSection>
  );
}
