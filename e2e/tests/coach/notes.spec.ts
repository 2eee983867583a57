import { ADVISOR_EMAIL, apiLogin, bearer, COACH_EMAIL, coachStudents, expect, test } from './fixtures';

const unreadOf = async (text: string | null) => {
  const match = text?.match(/^(\d+) okunmamış not$/);
  return match ? Number(match[1]) : text === 'Okunmamış not yok' ? 0 : Number.NaN;
};

test.describe('coach panel: advisor notes', () => {
  test('sees the HIGH note first, marks another read, replies, and the advisor sees the reply', async ({
    page,
    request,
  }) => {
    // The advisor writes three notes through the API: HIGH first, so that "newest first" alone would not put it on top.
    const advisor = await apiLogin(request, ADVISOR_EMAIL);
    const coach = await apiLogin(request, COACH_EMAIL);
    const students = await coachStudents(request, advisor.token, coach.userId);
    const stamp = Date.now();
    const texts = {
      HIGH: `Can iki denemeyi kaçırdı, bugün arayın. (${stamp})`,
      MEDIUM: `Arda'nın ödev takibi aksıyor. (${stamp})`,
      NORMAL: `Elif'in program uyumu iyi, tebrik edin. (${stamp})`,
    };
    const about = { HIGH: 'Can', MEDIUM: 'Arda', NORMAL: 'Elif' } as const;
    for (const priority of ['HIGH', 'MEDIUM', 'NORMAL'] as const) {
      const sent = await request.post('/api/advisor-notes', {
        headers: bearer(advisor.token),
        data: {
          coachId: coach.userId,
          studentId: students[about[priority]],
          content: texts[priority],
          priority,
          pageContext: '/advisor/students',
        },
      });
      expect(sent.status()).toBe(201);
    }

    // The coach signs in through the form and opens the notes.
    await page.goto('/auth/login');
    await page.getByLabel('E-posta').fill(COACH_EMAIL);
    await page.getByLabel('Şifre').fill('Pusula.2025');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const dashboardCount = page.getByTestId('unread-notes-count');
    await expect(dashboardCount).not.toHaveText('—');
    const before = Number(await dashboardCount.textContent());
    expect(before).toBeGreaterThanOrEqual(3);

    await page.getByRole('navigation', { name: 'Koç menüsü' }).getByRole('link', { name: 'Notlar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/notes$/);
    const list = page.getByRole('list', { name: 'Danışman notları' });
    const cards = list.locator('article');
    await expect(cards.first()).toBeVisible();
    // Priority order (HIGH, MEDIUM, NORMAL), and the HIGH note is on top.
    const priorities = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-priority')));
    const rank = (p: string | null) => ({ HIGH: 0, MEDIUM: 1, NORMAL: 2 })[p ?? ''] ?? 9;
    expect(priorities[0]).toBe('HIGH');
    const ranks = priorities.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const high = cards.filter({ hasText: texts.HIGH });
    const medium = cards.filter({ hasText: texts.MEDIUM });
    const normal = cards.filter({ hasText: texts.NORMAL });
    const position = async (text: string) =>
      (await cards.allTextContents()).findIndex((content) => content.includes(text));
    expect(await position(texts.HIGH)).toBeLessThan(await position(texts.MEDIUM));
    expect(await position(texts.MEDIUM)).toBeLessThan(await position(texts.NORMAL));
    await expect(high).toHaveAttribute('data-read', 'false');
    await expect(high).toContainText('Öğrenci: Can Öztürk');

    const count = page.getByTestId('notes-unread-count');
    const start = await unreadOf(await count.textContent());
    expect(start).toBe(before);

    // Mark the MEDIUM note read: the count falls by one.
    await medium.getByRole('button', { name: 'Okundu işaretle' }).click();
    await expect(medium).toHaveAttribute('data-read', 'true');
    await expect(medium).toContainText('Okundu:');
    await expect(count).toHaveText(`${start - 1} okunmamış not`);

    // Reply to the unread HIGH note inline: an empty reply is refused, a real one lowers the count by one.
    await high.getByRole('button', { name: 'Yanıtla' }).click();
    const reply = high.getByLabel('Yanıtınız');
    await reply.fill('   ');
    await high.getByRole('button', { name: 'Yanıtı gönder' }).click();
    await expect(high.getByRole('alert')).toHaveText('Yanıt boş olamaz.');
    const replyText = `Bugün 17:00'de Can'ı aradım, telafi planı yaptık. (${stamp})`;
    await reply.fill(replyText);
    await high.getByRole('button', { name: 'Yanıtı gönder' }).click();
    await expect(high).toContainText(replyText);
    await expect(high).toHaveAttribute('data-read', 'true');
    await expect(count).toHaveText(`${start - 2} okunmamış not`);
    await expect(normal).toHaveAttribute('data-read', 'false');

    // The dashboard's figure follows.
    await page
      .getByRole('navigation', { name: 'Koç menüsü' })
      .getByRole('link', { name: 'Öğrencilerim' })
      .click();
    await expect(page.getByTestId('unread-notes-count')).toHaveText(String(before - 2));

    // The advisor sees the reply through the API.
    const theirs = await request.get(`/api/advisor-notes/advisor/${advisor.userId}?limit=100`, {
      headers: bearer(advisor.token),
    });
    expect(theirs.status()).toBe(200);
    const notes = (await theirs.json()).data.notes as {
      content: string;
      coachReply: string | null;
      isRead: boolean;
      repliedAt: string | null;
    }[];
    const answered = notes.find((n) => n.content === texts.HIGH);
    expect(answered).toMatchObject({ coachReply: replyText, isRead: true });
    expect(answered?.repliedAt).toBeTruthy();
    expect(notes.find((n) => n.content === texts.MEDIUM)).toMatchObject({ isRead: true, coachReply: null });
  });

  test("the per-student view lists that student's notes, newest first", async ({ page, request }) => {
    const advisor = await apiLogin(request, ADVISOR_EMAIL);
    const coach = await apiLogin(request, COACH_EMAIL);
    const students = await coachStudents(request, advisor.token, coach.userId);
    const stamp = Date.now();
    for (const [priority, content] of [
      ['HIGH', `Elif eski yüksek not (${stamp})`],
      ['NORMAL', `Elif yeni normal not (${stamp})`],
    ] as const) {
      const sent = await request.post('/api/advisor-notes', {
        headers: bearer(advisor.token),
        data: {
          coachId: coach.userId,
          studentId: students.Elif,
          content,
          priority,
          pageContext: '/advisor/students',
        },
      });
      expect(sent.status()).toBe(201);
    }
    await page.goto('/auth/login');
    await page.getByLabel('E-posta').fill(COACH_EMAIL);
    await page.getByLabel('Şifre').fill('Pusula.2025');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Elif Öztürk öğrencisini aç' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Elif Öztürk' })).toBeVisible();
    await page.getByRole('tab', { name: 'Notlar' }).click();
    await expect(page.getByTestId('student-detail-label')).toHaveText('Notlar');
    const panel = page.getByRole('region', { name: 'Bu öğrenci hakkındaki danışman notları' });
    // The list arrives after the tab opens: wait for both notes before reading the order.
    await expect(panel.locator('article', { hasText: `(${stamp})` })).toHaveCount(2);
    const texts = await panel.locator('article').allTextContents();
    const newer = texts.findIndex((t) => t.includes(`Elif yeni normal not (${stamp})`));
    const older = texts.findIndex((t) => t.includes(`Elif eski yüksek not (${stamp})`));
    expect(newer).toBeGreaterThanOrEqual(0);
    // createdAt descending: the newer NORMAL note comes before the older HIGH one.
    expect(newer).toBeLessThan(older);
    for (const t of texts) expect(t).not.toContain('Can Öztürk');
  });
});
