import { type APIRequestContext, expect, test } from '@playwright/test';
import { MAIL_SUBJECTS, openMailbox } from '../fixtures/mailbox';
import { signInThroughForm } from '../fixtures/sign-in';

const PASSWORD = 'taşınan koç parolası';

/** Registers an advisor's company through the documented API: its token. */
async function registerAdvisor(request: APIRequestContext, email: string, company: string) {
  const answer = await request.post('/api/auth/register', {
    data: {
      type: 'ADVISOR',
      packageId: 'danisman-standart',
      firstName: 'Kurum',
      lastName: company,
      organisationName: company,
      email,
      phone: '+90 555 123 45 67',
      password: PASSWORD,
      kvkkConsent: true,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).data.token as string;
}

/**
 * A coach with students in one company, invited by another: the invitation page asks what happens to the
 * students, and the ones the coach brings come along into the new team. The people are made for this test
 * (the demo's teams stay as other tests expect them).
 */
test('a coach invited from another company chooses to bring their students along', async ({
  browser,
  request,
  baseURL,
}) => {
  const stamp = Date.now();
  const mailbox = await openMailbox(request, baseURL!);
  const coachEmail = `tasinan-koc-${stamp}@ornek.com`;

  // The first company: its coach (by invitation) with one student.
  const first = await registerAdvisor(request, `ilk-kurum-${stamp}@ornek.com`, 'İlk Kurum');
  const asFirst = { authorization: `Bearer ${first}` };
  expect(
    (
      await request.post('/api/advisor/invitations', { headers: asFirst, data: { email: coachEmail } })
    ).status(),
  ).toBe(201);
  const firstLink = await mailbox.link(coachEmail, MAIL_SUBJECTS.invitation, '/davet/');
  const joined = await request.post('/api/invitations/accept', {
    data: {
      token: new URL(firstLink).pathname.split('/').at(-1),
      firstName: 'Taşınan',
      lastName: 'Koç',
      password: PASSWORD,
      kvkkConsent: true,
    },
  });
  expect(joined.status()).toBe(200);
  const coachId = (await joined.json()).data.user.id as string;
  const student = await request.post('/api/advisor/students', {
    headers: asFirst,
    data: { firstName: 'Yaren', lastName: 'Gezgin', classLevel: '12', examTarget: 'TYT' },
  });
  expect(student.status()).toBe(201);
  const studentId = (await student.json()).data.id as string;
  expect(
    (
      await request.post('/api/advisor/assign-coach', { headers: asFirst, data: { studentId, coachId } })
    ).status(),
  ).toBe(200);

  // The second company invites the same coach.
  const second = await registerAdvisor(request, `ikinci-kurum-${stamp}@ornek.com`, 'İkinci Kurum');
  const asSecond = { authorization: `Bearer ${second}` };
  expect(
    (
      await request.post('/api/advisor/invitations', { headers: asSecond, data: { email: coachEmail } })
    ).status(),
  ).toBe(201);
  // The newest invitation to the coach is the second company's once its mail is delivered.
  let link = firstLink;
  await expect(async () => {
    link = await mailbox.link(coachEmail, MAIL_SUBJECTS.invitation, '/davet/');
    expect(link).not.toBe(firstLink);
  }).toPass({ timeout: 15_000 });

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, '/auth/login', coachEmail, PASSWORD);
  await page.goto(link);
  await expect(page.getByText('Kurum İkinci Kurum (İkinci Kurum) sizi davet ediyor.')).toBeVisible();
  const choice = page.getByRole('group', { name: 'Size atanmış 1 öğrenci var. Onlar ne olsun?' });
  await expect(choice).toBeVisible();
  const accept = page.getByRole('button', { name: 'Daveti kabul et' });
  // Nothing is decided for the coach: the button waits for the choice.
  await expect(accept).toBeDisabled();
  await choice.getByRole('radio', { name: /1 öğrencim benimle gelsin/ }).check();
  await accept.click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('link', { name: 'Yaren Gezgin' }).first()).toBeVisible();

  // The student is in the second company's roster now, and out of the first's.
  const inSecond = await request.get(`/api/advisor/students/${studentId}`, { headers: asSecond });
  expect(inSecond.status()).toBe(200);
  const inFirst = await request.get(`/api/advisor/students/${studentId}`, { headers: asFirst });
  expect([403, 404]).toContain(inFirst.status());
  await context.close();
});
