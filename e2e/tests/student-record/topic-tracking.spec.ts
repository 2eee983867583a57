import { expect } from '@playwright/test';
import { test } from '../fixtures/contexts';
import { elifId, expectNoOverflow, PHONE } from '../fixtures/phone';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

interface Topic {
  topicId: string;
  name: string;
}
interface Course {
  courseId: string;
  courseName: string;
  done: number;
  topics: Topic[];
}

/**
 * Konu takibi shared by coach and student, on phones: the coach marks a topic „Bitti" on Elif's Hedef
 * Programı tab and the course's count goes up; Elif sees it in her app's Konular page and marks another
 * „Çalışılıyor"; the coach's open page is told live and shows it with „öğrenci girdi". The two topics are set back to
 * „Başlanmadı" first, so a retry starts from the same place.
 */
test('the coach and the student share one topic checklist', async ({ newContext, request }) => {
  test.setTimeout(120_000);
  const elif = await elifId(request);
  const { token } = await apiLogin(request, 'koc@pusula.dev');
  const headers = { authorization: `Bearer ${token}` };
  const read = async () =>
    (await (await request.get(`/api/students/${elif}/topics`, { headers })).json()).data.courses as Course[];
  const course = (await read())[0]!;
  const [first, second] = course.topics as [Topic, Topic];
  for (const topic of [first, second]) {
    const reset = await request.put(`/api/students/${elif}/topics/${topic.topicId}`, {
      headers,
      data: { courseId: course.courseId, state: 'NOT_STARTED' },
    });
    expect(reset.status()).toBe(200);
  }
  const doneBefore = (await read())[0]!.done;

  const coach = await (await newContext({ viewport: PHONE })).newPage();
  const student = await (await newContext({ viewport: PHONE })).newPage();
  const errors = [...collectConsoleErrors(coach), ...collectConsoleErrors(student)];

  // The coach: Hedef Programı, the course opened, the first topic „Bitti".
  await signInThroughForm(coach, '/auth/login', 'koc@pusula.dev');
  await coach.goto(`/dashboard/students/${elif}?tab=hedef-programi`);
  const coachCourse = coach
    .locator('details')
    .filter({ has: coach.getByTestId(`topic-course-${course.courseId}`) });
  await expect(coach.getByTestId(`topic-course-${course.courseId}`)).toHaveText(
    `${doneBefore} / ${course.topics.length} konu bitti`,
  );
  await coachCourse.locator('summary').click();
  await coachCourse
    .getByTestId(`topic-${first.topicId}`)
    .getByLabel(first.name)
    .selectOption({ label: 'Bitti' });
  await expect(coach.getByTestId(`topic-course-${course.courseId}`)).toHaveText(
    `${doneBefore + 1} / ${course.topics.length} konu bitti`,
  );
  await expectNoOverflow(coach);

  // Elif: Hafta → Konular shows it; she marks the second topic „Çalışılıyor".
  await signInThroughForm(student, '/ogrenci/giris', 'ogrenci@pusula.dev');
  await student
    .getByRole('navigation', { name: 'Öğrenci menüsü' })
    .getByRole('link', { name: 'Hafta' })
    .click();
  await student.getByRole('link', { name: 'Konu takibi' }).click();
  await expect(student).toHaveURL(/\/ogrenci\/konular$/);
  const studentCourse = student
    .locator('details')
    .filter({ has: student.getByTestId(`topic-course-${course.courseId}`) });
  await studentCourse.locator('summary').click();
  await expect(studentCourse.getByTestId(`topic-${first.topicId}`).getByLabel(first.name)).toHaveValue(
    'DONE',
  );
  await studentCourse
    .getByTestId(`topic-${second.topicId}`)
    .getByLabel(second.name)
    .selectOption({ label: 'Çalışılıyor' });
  await expect(student.getByText('Kaydedildi')).toBeVisible();
  await expectNoOverflow(student);
  await student.screenshot({ path: test.info().outputPath('konular-390.png') });

  // The coach's open page is told at once (a toast) and shows her entry with the mark, without a reload.
  await expect(coach.getByText('Öğrenci konu takibini güncelledi').first()).toBeVisible();
  const entered = coachCourse.getByTestId(`topic-${second.topicId}`);
  await expect(entered.getByLabel(second.name)).toHaveValue('IN_PROGRESS');
  await expect(entered).toContainText('öğrenci girdi');
  await coach.screenshot({ path: test.info().outputPath('koc-konu-takibi-390.png') });
  expect(errors).toEqual([]);
});
