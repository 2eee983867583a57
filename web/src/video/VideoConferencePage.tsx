import type { VideoInviteeType } from '@pusula/contracts/video/video-constants';
import { Link } from '@tanstack/react-router';
import { History, PhoneCall } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../design/ui/button';
import { SelectField } from '../design/ui/fields';
import { PageHeader } from '../portal/PageHeader';
import { trpc } from '../portal/trpc';
import { CallError } from './CallError';
import { CallList } from './CallList';
import { CallRoom } from './CallRoom';
import { videoTexts as m } from './texts';
import { useCallSession } from './use-call-session';

const c = m.conference;

/**
 * /advisor/video-conference: start a call with one of your coaches and/or students, see the calls that
 * are still running (rejoin, end), and hold the call in the conference frame.
 */
export default function VideoConferencePage() {
  const session = useCallSession('ADVISOR');
  const [kind, setKind] = useState<VideoInviteeType>('COACH');
  const [coachId, setCoachId] = useState('');
  const [studentId, setStudentId] = useState('');
  const coaches = trpc.advisor.coaches.useQuery({ limit: 100 });
  const students = trpc.advisor.students.useQuery({ limit: 100 });
  const start = trpc.video.start.useMutation();

  const studentChoices = (students.data?.items ?? []).filter((s) => !coachId || s.coachId === coachId);
  const ready = kind === 'COACH' ? Boolean(coachId) : Boolean(studentId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || start.isPending) return;
    try {
      const call = await start.mutateAsync({
        participantType: kind,
        coachId: coachId || null,
        studentId: studentId || null,
      });
      session.enter(call);
    } catch (e) {
      session.fail(m.startFailed, e);
    }
  };

  return (
    <div className="space-y-8">
      <PageHeader
        title={c.title}
        lead={c.lead}
        actions={
          <Link to="/advisor/video-conference/history" className={buttonClass('secondary', 'sm')}>
            <History aria-hidden="true" className="size-4" />
            {c.history}
          </Link>
        }
      />

      <CallError error={session.error} />

      {session.current ? (
        <CallRoom call={session.current} side="ADVISOR" onClosed={session.closed} />
      ) : (
        <form onSubmit={submit} className="space-y-4 rounded-xl border border-line bg-surface p-5">
          <h2 className="text-lg font-semibold text-ink">{c.newCall}</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              label={c.with}
              value={kind}
              onChange={(e) => setKind(e.target.value as VideoInviteeType)}
            >
              <option value="COACH">{c.withCoach}</option>
              <option value="STUDENT">{c.withStudent}</option>
            </SelectField>
            <SelectField
              label={c.coach}
              value={coachId}
              onChange={(e) => {
                setCoachId(e.target.value);
                setStudentId('');
              }}
            >
              <option value="">{kind === 'COACH' ? c.chooseCoach : c.noCoach}</option>
              {(coaches.data?.items ?? []).map((coach) => (
                <option key={coach.id} value={coach.id}>
                  {coach.firstName} {coach.lastName}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={c.student}
              hint={kind === 'STUDENT' ? c.studentHint : undefined}
              value={studentId}
              onChange={(e) => setStudentId(e.target.value)}
            >
              <option value="">{kind === 'STUDENT' ? c.chooseStudent : c.noStudent}</option>
              {studentChoices.map((student) => (
                <option key={student.id} value={student.id}>
                  {student.firstName} {student.lastName}
                </option>
              ))}
            </SelectField>
          </div>
          <button type="submit" disabled={!ready || start.isPending} className={buttonClass('primary', 'md')}>
            <PhoneCall aria-hidden="true" className="size-5" />
            {start.isPending ? c.starting : c.start}
          </button>
        </form>
      )}

      {session.current ? null : (
        <section aria-labelledby="active-calls" className="space-y-3">
          <h2 id="active-calls" className="text-lg font-semibold text-ink">
            {c.active}
          </h2>
          {session.loading ? (
            <p className="text-ink-muted">{c.loading}</p>
          ) : (
            <CallList
              calls={session.calls}
              side="ADVISOR"
              busy={session.busy}
              onJoin={(call) => void session.join(call)}
              onEnd={(call) => void session.end(call)}
              empty={c.noActive}
            />
          )}
        </section>
      )}
    </div>
  );
}
