import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/sign-in';

/**
 * Every portal page of every role, at a 390 px phone and a 1366 px desk: no horizontal overflow, no console
 * error and no failed request (4xx/5xx) the page did not ask for on purpose. One loop per role, so a new
 * page joins by one line here.
 */
type Role = 'coach' | 'advisor' | 'parent' | 'student' | 'admin';

const LOGINS: Record<Role, [path: string, email: string]> = {
  coach: ['/auth/login', 'koc@pusula.dev'],
  advisor: ['/advisor/', 'danisman@pusula.dev'],
  parent: ['/parent/login', 'veli@pusula.dev'],
  student: ['/ogrenci/giris', 'ogrenci@pusula.dev'],
  admin: ['/auth/login', 'admin@pusula.dev'],
};

const RECORD_TABS = [
  'genel-bakis',
  'kisisel-bilgiler',
  'haftalik-program',
  'hedef-programi',
  'seanslar',
  'sinavlar',
  'odevler',
  'yazililar',
  'kaynaklar',
  'notlar',
];

function pagesOf(role: Role, elif: string): string[] {
  switch (role) {
    case 'coach':
      return [
        '/dashboard',
        '/dashboard/notes',
        '/dashboard/messages',
        '/dashboard/calendar',
        '/dashboard/video-calls',
        ...RECORD_TABS.map((tab) => `/dashboard/students/${elif}?tab=${tab}`),
      ];
    case 'advisor':
      return [
        '/advisor/dashboard',
        '/advisor/coaches',
        '/advisor/students',
        '/advisor/messages',
        '/advisor/analytics',
        '/advisor/calendar',
        '/advisor/video-conference',
        '/advisor/video-conference/history',
        '/advisor/program-packages',
        '/advisor/events',
        '/advisor/profile',
        '/advisor/attention-rules',
        ...RECORD_TABS.map((tab) => `/advisor/students/${elif}?tab=${tab}`),
      ];
    case 'parent':
      return ['/parent/dashboard', '/parent/messages', '/parent/notifications', '/parent/profile'];
    case 'student':
      return [
        '/ogrenci',
        '/ogrenci/hafta',
        '/ogrenci/denemeler',
        '/ogrenci/mesajlar',
        '/ogrenci/bildirimler',
        '/ogrenci/konular',
        '/odaklan',
      ];
    case 'admin':
      return [
        '/admin',
        '/admin/ogrenciler',
        '/admin/packages',
        '/admin/sinav-tarihleri',
        '/admin/requests',
        '/admin/audit',
        '/admin/projections',
        '/admin/e-postalar',
      ];
  }
}

async function elifId(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'veli@pusula.dev', password: 'Pusula.2025' },
  });
  const token = (await login.json()).data.token as string;
  const children = (
    await (
      await request.get('/api/parent/students', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data as { id: string; firstName: string }[];
  return children.find((c) => c.firstName === 'Elif')!.id;
}

/** What went wrong on a page while the sweep looked at it, and whether a request is still under way. */
function watch(page: Page) {
  const problems: string[] = [];
  // The page's own requests: one the previous page left running may end here, and is not counted.
  const underWay = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    underWay.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    underWay.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('console', (m) => {
    // A failed request is reported below with its URL; the console's copy of it says less.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400)
      problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  /** No request under way for 200 ms: what the page asks for on arrival has been answered. */
  const quiet = () => underWay.size === 0 && Date.now() - lastChange >= 200;
  return { problems, quiet };
}

for (const role of Object.keys(LOGINS) as Role[]) {
  for (const width of [390, 1366]) {
    test(`${role} at ${width} px: every page fits, logs no error and fails no request`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const elif = await elifId(request);
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
      const page = await context.newPage();
      const [loginPath, email] = LOGINS[role];
      await signInThroughForm(page, loginPath, email);
      const found: string[] = [];
      for (const path of pagesOf(role, elif)) {
        const { problems, quiet } = watch(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(page.getByText('Yükleniyor…'), path).toHaveCount(0, { timeout: 15_000 });
        await expect.poll(quiet, { message: path, intervals: [50] }).toBe(true);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) found.push(`${path}: ${scrollWidth} px wide`);
        found.push(...problems.map((p) => `${path}: ${p}`));
        for (const event of [
          'console',
          'pageerror',
          'response',
          'request',
          'requestfinished',
          'requestfailed',
        ])
          page.removeAllListeners(event);
      }
      expect(found).toEqual([]);
      await context.close();
    });
  }
}
