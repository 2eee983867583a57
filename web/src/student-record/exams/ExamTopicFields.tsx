import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../design/ui/Alert';
import { SelectField } from '../../design/ui/fields';
import { catalogueClient } from '../../education/catalogue-client';
import { compareText } from '../../lib/format';
import { recordEditors as e } from '../texts';

/**
 * Ders and konu of a deneme's mistake: the courses of the deneme's exam only (a TYT deneme's mistake is a TYT
 * topic), from the public catalogue, so the student app can use it as well as the coach.
 */
export function ExamTopicFields({
  examType,
  courseId,
  topicId,
  onCourse,
  onTopic,
}: {
  examType: string;
  courseId: string;
  topicId: string;
  onCourse: (courseId: string) => void;
  onTopic: (topicId: string) => void;
}) {
  const courses = useQuery({
    queryKey: ['catalogue', 'courses', examType],
    queryFn: async () =>
      [...(await catalogueClient.courses(examType))].sort((a, b) => compareText(a.name, b.name)),
    staleTime: 10 * 60_000,
  });
  const topics = useQuery({
    queryKey: ['catalogue', 'topics', courseId],
    enabled: courseId !== '',
    queryFn: async () => (await catalogueClient.topics(courseId, { limit: 500 })).items,
    staleTime: 10 * 60_000,
  });
  if (courses.isError) return <Alert tone="error">{e.catalogueFailed}</Alert>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label={e.course} value={courseId} onChange={(ev) => onCourse(ev.target.value)}>
        <option value="">{e.chooseCourse}</option>
        {(courses.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={e.topic}
        value={topicId}
        disabled={courseId === ''}
        onChange={(ev) => onTopic(ev.target.value)}
      >
        <option value="">{e.topicRequired}</option>
        {(topics.data ?? []).map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
