import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../design/ui/Alert';
import { SelectField } from '../../design/ui/fields';
import { catalogueClient } from '../../education/catalogue-client';
import { compareText, upper } from '../../lib/format';
import { recordEditors as e } from '../texts';

/** The student's courses (by class level and exam) from the education catalogue, sorted in Turkish. */
function useStudentCourses(studentId: string) {
  return useQuery({
    queryKey: ['catalogue', 'studentCourses', studentId],
    queryFn: async () =>
      [...(await catalogueClient.studentCourses(studentId))].sort((a, b) => compareText(a.name, b.name)),
    staleTime: 10 * 60_000,
  });
}

function useTopics(courseId: string) {
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
