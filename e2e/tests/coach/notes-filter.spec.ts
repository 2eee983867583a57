import {
  ADVISOR_EMAIL,
  apiLogin,
  bearer,
  COACH_EMAIL,
  coachStudents,
  expect,
  signInAsCoach,
  test,
} from './fixtures';

/**
 * The coach's notes filter (student, unread only) lives in the address: a reload and Back show the same
 * notes instead of falling back to all of them.
 */
test.describe('coach panel: the notes filter', () => {
  test('the filter is kept in the address: a reload and Back show the same notes', async ({
    page,
    request,
  }) => {
    const advisor = await apiLogin(request, ADVISOR_EMAIL);
    const coach = await apiLogin(request, COACH_EMAIL);
    const students = await coachStudents(request, advisor.token, coach.userId);
    const content = `Arda filtre notu (${Date.now()})`;
    const sent = await request.post('/api/advisor-notes', {
      headers: bearer(advisor.token),
      data: {
        coachId: coach.userId,
        studentId: students.Arda,
        content,
        priority: 'NORMAL',
        pageContext: '/advisor/students',
      },
    });
    expect(sent.status()).toBe(201);
    await signInAsCoach(page);
    await page.getByRole('navigation', { name: 'Koç menüsü' }).getByRole('link', { name: 'Notlar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/notes$/);

    const student = page.getByLabel('Öğrenci', { exact: true });
    const unread = page.getByLabel('Yalnızca okunmamışlar');
    await student.selectOption({ label: 'Arda Güneş' });
    await unread.check();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('studentId') === students.Arda && url.searchParams.get('unread') === 'true',
    );
    const cards = page.getByRole('list', { name: 'Danışman notları' }).locator('article');
    const expectFiltered = async () => {
      await expect(student).toHaveValue(students.Arda!);
      await expect(unread).toBeChecked();
      await expect(cards.filter({ hasText: content })).toHaveCount(1);
      for (const text of await cards.allTextContents()) expect(text).not.toMatch(/Öğrenci: (Can|Elif) /);
      await expect(cards.and(page.locator('[data-read="true"]'))).toHaveCount(0);
    };
    await expectFiltered();

    await page.reload();
    await expectFiltered();

    await page
      .getByRole('navigation', { name: 'Koç menüsü' })
      .getByRole('link', { name: 'Öğrencilerim' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goBack();
    await expectFiltered();
  });
});
