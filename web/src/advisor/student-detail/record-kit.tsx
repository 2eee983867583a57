import type { Role } from '@pusula/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../design/ui/Alert';
import { SelectField } from '../../design/ui/fields';
import { catalogueClient } from '../../education/catalogue-client';
import { compareText, upper } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { recordEditors as e } from './texts';

/**
 * Shared pieces of the student record tabs: who is looking (the tabs are used by the advisor's student
 * detail and the coach panel), refreshing after a write, course/topic pickers from the education
 * catalogue.
 */
export interface RecordViewer {
  role: Role;
  userId: string;
}

/** What the viewer may change (mirrors the server's rules in studentRecord's router; the server decides). */
export function permissionsOf(viewer: RecordViewer) {
  const team = viewer.role === 'COACH' || viewer.role === 'ADVISOR';
  const coach = viewer.role === 'COACH';
  return {
    /** Program, goals, denemes, grades, resources. */
    plan: team,
    /** Done counts, sessions, homework, the coach's own notes. */
    coach,
    /** Coach notes are not for parents. */
    readCoachNotes: viewer.role !== 'PARENT',
  };
}

/** What a record section needs of its tRPC query to show loading, error and data. */
export interface RecordQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** Refetches every record section after a write (the answers of writes are already read-your-writes). */
export function useRefreshRecord() {
  const utils = trpc.useUtils();
  return () => void utils.studentRecord.invalidate();
}

/** Mutation callbacks: toast and refresh on success, the server's message in the form on failure. */
export function useWriteCallbacks(onDone?: () => void, success: string = e.saved) {
  const refresh = useRefreshRecord();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    setFailure,
    callbacks: {
      onMutate: () => setFailure(null),
      onSuccess: () => {
        notify.success(success);
        refresh();
        onDone?.();
      },
      onError: (error: { message: string }) => setFailure(error.message || e.failed),
    },
  };
}

/** '' → null, otherwise a number (the server validates ranges and says so in Turkish). */
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** The student's courses (by class level and exam) from the education catalogue, sorted in Turkish. */
export function useStudentCourses(studentId: string) {
  return useQuery({
    queryKey: ['catalogue', 'studentCourses', studentId],
    queryFn: async () =>
      [...(await catalogueClient.studentCourses(studentId))].sort((a, b) => compareText(a.name, b.name)),
    staleTime: 10 * 60_000,
  });
}

export function useTopics(courseId: string) {
  return useQuery({
    queryKey: ['catalogue', 'topics', courseId],
    enabled: courseId !== '',
    queryFn: async () => (await catalogueClient.topics(courseId, { limit: 500 })).items,
    staleTime: 10 * 60_000,
  });
}

/** Ders and konu selects: the topic list follows the chosen course. */
export function CourseTopicFields({
  studentId,
  courseId,
  topicId,
  onCourse,
  onTopic,
  withTopic = true,
  topicRequired = false,
}: {
  studentId: string;
  courseId: string;
  topicId: string;
  onCourse: (courseId: string) => void;
  onTopic?: (topicId: string) => void;
  withTopic?: boolean;
  /** A mistake is always about a topic: no "optional" mark and no "no topic" choice. */
  topicRequired?: boolean;
}) {
  const courses = useStudentCourses(studentId);
  const topics = useTopics(courseId);
  if (courses.isError) return <Alert tone="error">{e.catalogueFailed}</Alert>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={e.course}
        value={courseId}
        onChange={(ev) => {
          onCourse(ev.target.value);
          onTopic?.('');
        }}
      >
        <option value="">{e.chooseCourse}</option>
        {(courses.data ?? []).map((c, _i, all) => (
          <option key={c.id} value={c.id}>
            {/* TYT and AYT both have a "Fizik": name the exam where a name repeats. */}
            {all.filter((x) => x.name === c.name).length > 1
              ? `${c.name} (${upper(c.id.split('-')[0]!)})`
              : c.name}
          </option>
        ))}
      </SelectField>
      {withTopic && onTopic ? (
        <SelectField
          label={e.topic}
          optional={topicRequired ? undefined : e.optional}
          value={topicId}
          disabled={courseId === ''}
          onChange={(ev) => onTopic(ev.target.value)}
        >
          <option value="">{topicRequired ? e.topicRequired : e.anyTopic}</option>
          {(topics.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
