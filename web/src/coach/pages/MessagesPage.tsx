import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { ErrorState, Loading } from '../../design/portal-ui/states';
import { fullName } from '../../lib/format';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import { useCoachSession } from '../CoachPortal';
import { AdvisorThreadPanel, useAdvisorUnread } from '../components/family-thread/AdvisorThreadPanel';
import {
  CoachConversationList,
  type Conversation,
  orderThreads,
} from '../components/family-thread/CoachConversationList';
import { StudentThreadPanel } from '../components/family-thread/StudentThreadPanel';
import { familyThreadTexts as fm } from '../components/family-thread/texts';
import type { CoachMessagesSearch } from '../routes';
import { messages as m } from '../texts';

const route = getRouteApi('/coach-app/dashboard/messages');

/** The conversation the URL names (a notification's link); null when it names none. */
function linked(search: CoachMessagesSearch): Conversation | null {
  if (search.thread === 'advisor') return { kind: 'advisor' };
  if (!search.studentId) return null;
  if (search.thread === 'family') return { kind: 'student', studentId: search.studentId };
  if (search.thread === 'student') return { kind: 'studentChat', studentId: search.studentId };
  return null;
}

/**
 * /dashboard/messages (a notification's link target, `?thread=advisor|family|student&studentId=`): the
 * coach's conversations — with their advisor, with each
 * student who has an account („Öğrenci", the student's own thread) and with the family of each of their
 * students (the student's family thread, read by the linked parents). The advisor conversation opens
 * first; without an advisor, the most recent family thread.
 */
export default function MessagesPage() {
  const s = useCoachSession();
  const advisor = trpc.coach.advisor.useQuery();
  const threads = trpc.familyMessages.coach.threads.useQuery(undefined, { refetchOnWindowFocus: true });
  const studentChats = trpc.coachingMessages.coach.threads.useQuery(undefined, {
    refetchOnWindowFocus: true,
  });
  const advisorUnread = useAdvisorUnread(Boolean(advisor.data));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [picked, setPicked] = useState<Conversation | null>(null);
  // The conversation a link named, until a click in the list (which clears the link from the URL).
  const chosen = linked(search) ?? picked;
  const setChosen = (conversation: Conversation) => {
    setPicked(conversation);
    if (search.thread) void navigate({ search: {}, replace: true, resetScroll: false });
  };

  if (advisor.isPending || threads.isPending)
    return (
      <>
        <PageHeader title={m.title} lead={fm.pageLead} />
        <Loading />
      </>
    );
  if (advisor.isError || threads.isError)
    return (
      <>
        <PageHeader title={m.title} lead={fm.pageLead} />
        <ErrorState
          message={m.loadFailed}
          onRetry={() => {
            void advisor.refetch();
            void threads.refetch();
          }}
        />
      </>
    );

  const advisorName = advisor.data ? fullName(advisor.data) : null;
  const firstThread = orderThreads(threads.data)[0];
  const selected: Conversation | null =
    chosen ??
    (advisorName
      ? { kind: 'advisor' }
      : firstThread
        ? { kind: 'student', studentId: firstThread.studentId }
        : null);
  const student =
    selected?.kind === 'student' ? threads.data.find((t) => t.studentId === selected.studentId) : undefined;
  const chat =
    selected?.kind === 'studentChat'
      ? studentChats.data?.find((t) => t.studentId === selected.studentId)
      : undefined;

  return (
    <>
      <PageHeader title={m.title} lead={fm.pageLead} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Panel title={m.conversations} id="conversations">
          {!advisorName ? <p className="mb-3 text-xs text-ink-muted">{m.noAdvisor}</p> : null}
          <CoachConversationList
            advisorName={advisorName}
            advisorUnread={advisorUnread}
            threads={threads.data}
            studentChats={studentChats.data ?? []}
            selected={selected}
            onSelect={setChosen}
          />
        </Panel>
        {selected?.kind === 'advisor' && advisorName ? (
          <AdvisorThreadPanel userId={s.user.id} advisorName={advisorName} />
        ) : selected?.kind === 'studentChat' && studentChats.isPending ? (
          <Loading />
        ) : chat ? (
          <StudentThreadPanel
            kind="student"
            key={`chat-${chat.studentId}`}
            studentId={chat.studentId}
            studentName={chat.studentName}
          />
        ) : student ? (
          <StudentThreadPanel
            kind="family"
            key={student.studentId}
            studentId={student.studentId}
            studentName={student.studentName}
          />
        ) : (
          <Panel>
            <p className="py-6 text-center text-sm text-ink-muted">{fm.noStudents}</p>
          </Panel>
        )}
      </div>
    </>
  );
}
