/**
 * Lighthouse 12 (mobile) against the running server: `/`, `/sss` and `/auth/register`, three runs each,
 * the median run (by performance score) reported with its four category scores, LCP, TBT, CLS and the
 * first-load JavaScript: every script the page requested while Lighthouse watched it (until the network
 * went quiet, so later lazy loads count too), each counted as the server sends it gzipped (the budget
 * is in gzip bytes; browsers that accept brotli get less). Prints figures; never fails on them.
 *
 *   BASE_URL=http://127.0.0.1:3000 node --import tsx bench/web/lighthouse.ts
 *
 * Portal pages are measured signed in: `SIGN_IN=<email>,<login path>` signs that demo account in through
 * its login form in the same browser first (Playwright over the DevTools port), and Lighthouse keeps the
 * browser's storage, e.g.
 *
 *   SIGN_IN=koc@pusula.dev,/auth/login PAGES=/dashboard node --import tsx bench/web/lighthouse.ts
 *
 * lighthouse and chrome-launcher are dev dependencies of @pusula/web, resolved from there.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRequire = createRequire(path.resolve(here, '../../web/package.json'));
const e2eRequire = createRequire(path.resolve(here, '../../e2e/package.json'));
const load = async <T>(name: string): Promise<T> =>
  (await import(pathToFileURL(webRequire.resolve(name)).href)) as T;

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number; url?: string }> };
}
interface Lhr {
  categories: Record<
    'performance' | 'accessibility' | 'best-practices' | 'seo',
    { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }
  >;
  audits: Record<string, Audit>;
}
type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<{ lhr: Lhr } | undefined>;

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const PAGES = process.env.PAGES?.split(',') ?? ['/', '/sss', '/auth/register'];
const RUNS = Number(process.env.RUNS ?? 3);
/** A demo account to sign in first, and its login page (portal pages). */
const SIGN_IN = process.env.SIGN_IN?.split(',') as [string, string] | undefined;
const DEMO_PASSWORD = 'Pusula.2025';
/** Set to a folder to keep each page's median Lighthouse report there (for looking into an audit). */
const REPORT_DIR = process.env.LH_REPORT_DIR;
const CHROME_FLAGS = [
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const score = (lhr: Lhr, key: keyof Lhr['categories']) => Math.round((lhr.categories[key].score ?? 0) * 100);

function scriptUrls(lhr: Lhr): string[] {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return [...new Set(items.filter((i) => i.resourceType === 'Script' && i.url).map((i) => i.url as string))];
}

/** Body bytes of one response when the client accepts gzip only (what the server sends, undecoded). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function firstLoadJs(lhr: Lhr): Promise<{ bytes: number; files: number }> {
  const urls = scriptUrls(lhr);
  const sizes = await Promise.all(urls.map(gzipBytes));
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: urls.length };
}

/** Signs the account in through its login form in the browser Lighthouse drives, and leaves it signed in. */
async function signIn(port: number, [email, loginPath]: [string, string]): Promise<void> {
  type Chromium = { connectOverCDP(url: string): Promise<PlaywrightBrowser> };
  // A CommonJS package: its exports may sit on `default` when imported from here.
  const module = (await import(pathToFileURL(e2eRequire.resolve('@playwright/test')).href)) as {
    chromium?: Chromium;
    default?: { chromium: Chromium };
  };
  const chromium = (module.chromium ?? module.default?.chromium)!;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${loginPath}`);
  // The form is prerendered: wait until React owns it before typing.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button[type=submit]')].some((b) =>
      Object.keys(b).some((k) => k.startsWith('__reactFiber$')),
    ),
  );
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== loginPath, { timeout: 30_000 });
  await page.close();
  await browser.close();
}

interface PlaywrightPage {
  goto(url: string): Promise<unknown>;
  waitForFunction(fn: () => boolean): Promise<unknown>;
  getByLabel(text: string): { fill(value: string): Promise<void> };
  getByRole(role: string, options: { name: string; exact: boolean }): { click(): Promise<void> };
  waitForURL(match: (url: URL) => boolean, options: { timeout: number }): Promise<void>;
  close(): Promise<void>;
}
interface PlaywrightBrowser {
  contexts(): { newPage(): Promise<PlaywrightPage> }[];
  close(): Promise<void>;
}

async function main(): Promise<void> {
  const { default: lighthouse } = await load<{ default: LighthouseFn }>('lighthouse');
  const chromeLauncher = await load<{
    launch: (o: Record<string, unknown>) => Promise<{ port: number; kill: () => Promise<void> }>;
  }>('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (SIGN_IN) await signIn(chrome.port, SIGN_IN);
    console.log(
      `Lighthouse 12 · mobile · median of ${RUNS} · ${BASE_URL}${SIGN_IN ? ` · signed in as ${SIGN_IN[0]}` : ''}`,
    );
    console.log(
      'page              perf  a11y  bp   seo   LCP ms  TBT ms  CLS     first-load JS (gzip, files)',
    );
    for (const page of PAGES) {
      const runs: Lhr[] = [];
      // A run Lighthouse could not complete (NO_NAVSTART and the like happen on a busy machine) is retried,
      // up to RUNS extra attempts; a page that never loads stops the benchmark.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        const result = await lighthouse(`${BASE_URL}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          // Signed in: the session lives in the browser's storage, which Lighthouse clears by default.
          ...(SIGN_IN ? { disableStorageReset: true } : {}),
        });
        const error = (result?.lhr as { runtimeError?: { code: string } } | undefined)?.runtimeError;
        if (error) console.log(`  ${page}: run failed (${error.code}), retrying`);
        else if (result) runs.push(result.lhr);
      }
      if (runs.length < RUNS) throw new Error(`Lighthouse could not load ${page} ${RUNS} times`);
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = runs[Math.floor(runs.length / 2)];
      if (!lhr) throw new Error(`No Lighthouse result for ${page}`);
      const js = await firstLoadJs(lhr);
      if (REPORT_DIR) {
        const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '-');
        await mkdir(REPORT_DIR, { recursive: true });
        await writeFile(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
      }
      const row = [
        page.padEnd(17),
        String(score(lhr, 'performance')).padEnd(5),
        String(score(lhr, 'accessibility')).padEnd(5),
        String(score(lhr, 'best-practices')).padEnd(4),
        String(score(lhr, 'seo')).padEnd(5),
        String(Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)).padEnd(7),
        String(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)).padEnd(7),
        (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padEnd(7),
        `${(js.bytes / 1024).toFixed(1)} KB (${js.files})`,
      ];
      console.log(row.join(' '));
      const failing = (['accessibility', 'best-practices', 'seo'] as const).filter(
        (c) => score(lhr, c) < 100,
      );
      for (const c of failing) {
        const refs = (lhr.categories[c].auditRefs ?? []).filter(
          (ref) => ref.weight > 0 && ((lhr.audits[ref.id] as { score?: number | null })?.score ?? 1) < 1,
        );
        if (refs.length) console.log(`  ${c} < 100; failing audits: ${refs.map((r) => r.id).join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
