import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInThroughForm, submitLoginForm } from '../fixtures/sign-in';

const PASSWORD = 'Pusula.2025';

async function tokenOf(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), email).toBe(200);
  return (await res.json()).data.token;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function signInAsAdmin(page: Page) {
  await signInThroughForm(page, '/auth/login', 'admin@pusula.dev', PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hesaplar' })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' });

test.describe('admin area', () => {
  test('guards: signed out goes to /auth/login, another role to their own portal', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/admin/projections');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin%2Fprojections$/);
    expect(errors).toEqual([]);
    // The advisor's own pages are not under test here: only where /admin sends them. The admin page to
    // return to is not the advisor's, so the sign-in opens the advisor's dashboard.
    await submitLoginForm(page, 'danisman@pusula.dev', PASSWORD);
    await expect(page).toHaveURL(/\/advisor\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/advisor\/dashboard$/);
  });

  test('creates a coach, a student and a parent, links them, deactivates and reactivates', async ({
    page,
    request,
  }) => {
    // Many steps through two roles: more than the default 30 s on a shared machine.
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await signInAsAdmin(page);
    const stamp = Date.now();
    const coachEmail = `e2e-koc-${stamp}@ornek.com`;

    // Bad input: the server's Turkish messages appear beside the fields, nothing is created.
    await page.getByRole('button', { name: 'Yeni hesap' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni hesap' });
    await dialog.getByRole('button', { name: 'Hesabı oluştur' }).click();
    await expect(dialog.getByText('Ad gerekli').first()).toBeVisible();
    // The browser reports the refused request itself; it was sent on purpose.
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('status of 400')));

    await dialog.getByLabel('Rol').selectOption('COACH');
    await dialog.getByLabel('Ad', { exact: true }).fill('Derya');
    await dialog.getByLabel('Soyad').fill('Işık');
    await dialog.getByLabel('E-posta').fill(coachEmail);
    await dialog.getByLabel('Geçici şifre').fill('uçurtma bahçede uçar');
    await dialog.getByLabel('Paket').selectOption('koc-profesyonel');
    await dialog.getByRole('button', { name: 'Hesabı oluştur' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Derya Işık hesabı oluşturuldu')).toBeVisible();

    // Turkish-aware search: "isik" finds "Işık".
    await page.getByRole('searchbox', { name: 'Ad, soyad veya e-posta ile ara' }).fill('isik');
    const row = page.getByRole('row', { name: /Derya Işık/ });
    await expect(row).toContainText(coachEmail);
    await expect(row).toContainText('Koç');
    // The new coach can sign in.
    await tokenOf(request, coachEmail, 'uçurtma bahçede uçar');

    // Deactivate with confirmation, then reactivate.
    await row.getByRole('button', { name: 'Devre dışı bırak: Derya Işık' }).click();
    const confirm = page.getByRole('dialog', { name: 'Derya Işık devre dışı bırakılsın mı?' });
    await confirm.getByRole('button', { name: 'Devre dışı bırak' }).click();
    await expect(row).toContainText('Devre dışı');
    const refused = await request.post('/api/auth/login', {
      data: { email: coachEmail, password: 'uçurtma bahçede uçar' },
    });
    expect(refused.status()).toBe(403);
    await row.getByRole('button', { name: 'Etkinleştir: Derya Işık' }).click();
    await page
      .getByRole('dialog', { name: 'Derya Işık yeniden etkinleştirilsin mi?' })
      .getByRole('button', { name: 'Etkinleştir' })
      .click();
    await expect(row).toContainText('Etkin');

    // A new student and a new parent, linked from the accounts list.
    await page.getByRole('button', { name: 'Yeni öğrenci' }).click();
    const studentDialog = page.getByRole('dialog', { name: 'Yeni öğrenci' });
    await studentDialog.getByLabel('Ad', { exact: true }).fill('Kaan');
    await studentDialog.getByLabel('Soyad').fill(`Er ${stamp}`);
    await studentDialog.getByLabel('Sınıf').selectOption('11');
    await studentDialog.getByLabel('Sınav hedefi').selectOption('TYT');
    await studentDialog.getByRole('button', { name: 'Öğrenciyi kaydet' }).click();
    await expect(studentDialog).toBeHidden();
    await expect(page.getByText(`Kaan Er ${stamp} kaydedildi`)).toBeVisible();

    const parentEmail = `e2e-veli-${stamp}@ornek.com`;
    await page.getByRole('button', { name: 'Yeni hesap' }).click();
    const parentDialog = page.getByRole('dialog', { name: 'Yeni hesap' });
    await parentDialog.getByLabel('Rol').selectOption('PARENT');
    await parentDialog.getByLabel('Ad', { exact: true }).fill('Gül');
    await parentDialog.getByLabel('Soyad').fill('Şen');
    await parentDialog.getByLabel('E-posta').fill(parentEmail);
    await parentDialog.getByLabel('Geçici şifre').fill('güneşli bir sabah');
    await parentDialog.getByRole('button', { name: 'Hesabı oluştur' }).click();
    await expect(parentDialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Ad, soyad veya e-posta ile ara' }).fill(parentEmail);
    await page.getByRole('button', { name: 'Öğrenci bağla: Gül Şen' }).click();
    const link = page.getByRole('dialog', { name: 'Gül Şen için öğrenci bağla' });
    await link.getByRole('searchbox', { name: 'Öğrenci ara' }).fill(String(stamp));
    await link.getByRole('button', { name: `Kaan Er ${stamp} öğrencisini bağla` }).click();
    await expect(link).toBeHidden();
    await expect(page.getByText(`Kaan Er ${stamp}, Gül Şen ile bağlandı`)).toBeVisible();
    // The admin chose the password: until the parent changes it, the portal's data stays closed.
    const temporary = await tokenOf(request, parentEmail, 'güneşli bir sabah');
    expect((await request.get('/api/parent/students', { headers: bearer(temporary) })).status()).toBe(403);

    // The new parent changes the temporary password first, then sees the new student, with clear empty
    // states: nothing recorded yet.
    await page.getByRole('button', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signInThroughForm(page, '/parent/login', parentEmail, 'güneşli bir sabah');
    await expect(page).toHaveURL(/\/auth\/sifre-degistir$/);
    await page.getByLabel('Geçici şifre').fill('güneşli bir sabah');
    await page.getByLabel('Yeni şifre', { exact: true }).fill('velinin kendi cümlesi');
    await page.getByLabel('Yeni şifre (tekrar)').fill('velinin kendi cümlesi');
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
    await expect(page).toHaveURL(/\/parent\/login\?sifre=degisti$/);
    const parentToken = await tokenOf(request, parentEmail, 'velinin kendi cümlesi');
    const linked = await request.get('/api/parent/students', { headers: bearer(parentToken) });
    expect((await linked.json()).data.map((s: { firstName: string }) => s.firstName)).toEqual(['Kaan']);
    await page.getByLabel('E-posta').fill(parentEmail);
    await page.getByLabel('Şifre').fill('velinin kendi cümlesi');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(/\/parent\/dashboard$/);
    await expect(page.getByRole('radio', { name: new RegExp(`Kaan Er ${stamp}`) })).toBeChecked();
    for (const text of [
      'Henüz bir koç atanmadı.',
      'Planlanmış bir seans yok.',
      'Bu hafta için henüz program hazırlanmadı.',
      'Henüz ödev verilmedi.',
      'Henüz deneme sonucu girilmedi.',
      'Henüz seans raporu yok.',
    ])
      await expect(page.getByText(text)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("opens a note's audit timeline and a student's assignment timeline", async ({ page, request }) => {
    const errors = watchErrors(page);
    const advisor = await tokenOf(request, 'danisman@pusula.dev');
    const coaches = (await (await request.get('/api/advisor/coaches', { headers: bearer(advisor) })).json())
      .data;
    const students = (await (await request.get('/api/advisor/students', { headers: bearer(advisor) })).json())
      .data;
    const mehmet = coaches.find((c: { firstName: string }) => c.firstName === 'Mehmet');
    const elif = students.find((s: { firstName: string }) => s.firstName === 'Elif');
    const sent = await request.post('/api/advisor-notes', {
      headers: bearer(advisor),
      data: {
        coachId: mehmet.id,
        studentId: elif.id,
        content: 'Denetim testi: Elif ile deneme analizini konuşalım',
        priority: 'HIGH',
        pageContext: '/advisor/students',
      },
    });
    expect(sent.status()).toBe(201);
    const noteId = (await sent.json()).data.id as string;
    const coach = await tokenOf(request, 'koc@pusula.dev');
    expect(
      (await request.put(`/api/advisor-notes/${noteId}/read`, { headers: bearer(coach) })).status(),
    ).toBe(200);

    await signInAsAdmin(page);
    await menu(page).getByRole('link', { name: 'Denetim geçmişi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Denetim geçmişi' })).toBeVisible();
    // An unknown id: a clear Turkish answer.
    await page.getByLabel('Not kimliği').fill('olmayan-not');
    await page.getByRole('button', { name: 'Geçmişi göster' }).click();
    await expect(page.getByText('İstenen kayıt bulunamadı')).toBeVisible();
    // The browser reports that refused request itself; it was asked for on purpose.
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('status of 404')));
    await page.getByLabel('Not kimliği').fill(noteId);
    await page.getByRole('button', { name: 'Geçmişi göster' }).click();
    const timeline = page.getByRole('list', { name: 'Zaman çizelgesi' });
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').first()).toContainText('Not gönderildi (yüksek öncelik)');
    await expect(timeline.getByRole('listitem').first()).toContainText('Ayşe Yılmaz');
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('Mehmet Kaya');
    // The same note is offered among the newest notes.
    await expect(page.getByRole('button', { name: /Geçmişi aç: Denetim testi/ })).toBeVisible();

    await page.getByRole('tab', { name: 'Atama geçmişi' }).click();
    await page.getByRole('searchbox', { name: 'Öğrenci ara' }).fill('elif');
    await page.getByRole('button', { name: /^Elif .* öğrencisinin atama geçmişi$/ }).click();
    await expect(
      page.getByRole('list', { name: 'Zaman çizelgesi' }).getByText(/Mehmet Kaya adlı koça atandı/),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('lists every student with where the record belongs, filters, and opens an assignment history', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signInAsAdmin(page);
    await menu(page).getByRole('link', { name: 'Öğrenciler' }).click();
    await expect(page).toHaveURL(/\/admin\/ogrenciler$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Öğrenciler' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Ad veya soyad ile ara' }).fill('ELİF öztürk');
    const elif = page.getByRole('row', { name: /^Elif Öztürk/ });
    await expect(elif).toHaveCount(1);
    await expect(elif).toContainText('12. sınıf · AYT');
    await expect(elif).toContainText('Yıldız Eğitim Koçluğu');
    await expect(elif).toContainText('Ayşe Yılmaz');
    await expect(elif).toContainText('Mehmet Kaya');
    await expect(elif).toContainText('1 veli');
    await expect(elif).toContainText('Hesabı var');

    await elif.getByRole('button', { name: 'Elif Öztürk: atama geçmişi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elif Öztürk: atama geçmişi' });
    await expect(dialog.getByText(/Mehmet Kaya adlı koça atandı/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Only students no coach works with: every row then says so.
    await page.getByRole('searchbox', { name: 'Ad veya soyad ile ara' }).fill('');
    await page.getByLabel('Yalnız koçu olmayanlar').check();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText('Mehmet Kaya');
    const bodyRows = await rows.count();
    await expect(page.getByRole('table').getByText('Koçu yok', { exact: true })).toHaveCount(bodyRows - 1);
    expect(errors).toEqual([]);
  });

  test('rebuilds the directory read model while the coach list keeps answering', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const admin = await tokenOf(request, 'admin@pusula.dev');
    const coachList = async () => {
      const res = await request.get('/api/admin/accounts?role=COACH&limit=100', { headers: bearer(admin) });
      expect(res.status()).toBe(200);
      return ((await res.json()).data.accounts as { email: string }[]).map((a) => a.email).sort();
    };
    const before = await coachList();
    expect(before.length).toBeGreaterThanOrEqual(4);

    await signInAsAdmin(page);
    await menu(page).getByRole('link', { name: 'Projeksiyonlar' }).click();
    const directory = page.getByRole('row', { name: /directory/ });
    await expect(directory).toContainText('0 olay');
    await directory.getByRole('button', { name: 'directory projeksiyonunu yeniden kur' }).click();
    const confirm = page.getByRole('dialog', { name: 'directory yeniden kurulsun mu?' });
    await expect(confirm).toContainText('accounts, students, parent_students');
    // Readers during the replay: polling starts before the click (a small replay can finish before a
    // first request would), and every answer until the rebuild reports done is the whole list.
    const done = page.getByText(/directory yeniden kuruldu \(\d[\d.]* ms\)/);
    const answers: string[][] = [];
    let rebuilding = true;
    const polling = (async () => {
      while (rebuilding && answers.length < 2_000) answers.push(await coachList());
    })();
    await confirm.getByRole('button', { name: 'Yeniden kur' }).click();
    await expect(done).toBeVisible({ timeout: 60_000 });
    rebuilding = false;
    await polling;
    expect(answers.length).toBeGreaterThan(0);
    for (const list of answers) expect(list).toEqual(before);
    expect(await coachList()).toEqual(before);
    await expect(directory).toContainText('Çalışıyor');
    expect(errors).toEqual([]);
  });

  test('packages and the requests inbox', async ({ page, request }) => {
    const errors = watchErrors(page);
    const sent = await request.post('/api/public/contact', {
      data: {
        name: 'Ece Yönetim Testi',
        email: 'ece.test@ornek.com',
        phone: '',
        subject: 'Diğer',
        message: 'Yönetim gelen kutusu için bir mesaj.',
        kvkkConsent: true,
      },
    });
    expect(sent.status()).toBe(201);
    await signInAsAdmin(page);
    await menu(page).getByRole('link', { name: 'Paketler' }).click();
    const profesyonel = page.getByRole('row', { name: /Koç Profesyonel/ });
    await expect(profesyonel).toContainText('25');
    await expect(profesyonel).toContainText('₺990');
    await expect(page.getByRole('row', { name: /Danışman Plus/ })).toContainText('₺2.490');

    await menu(page).getByRole('link', { name: 'Talepler' }).click();
    await expect(page.getByText('Yönetim gelen kutusu için bir mesaj.')).toBeVisible();
    await page.getByLabel('Tür').selectOption('PASSWORD_RESET');
    await expect(page.getByText('Yönetim gelen kutusu için bir mesaj.')).toBeHidden();
    await page.goto('/admin/olmayan-sayfa');
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
