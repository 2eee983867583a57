/**
 * `pnpm --filter @pusula/web build`: the app's client build, the public pages' own client build (`--mode
 * site`, see vite.config.ts), a server build of the app, then the prerender that writes what the server's
 * static rules expect; public pages get the site entry and its stylesheet inline, the rest the app's:
 *   dist/index.html, dist/<route>/index.html (every public page and blog post), dist/app.html (empty SPA
 *   shell for the signed-in areas), dist/app-shells/<home>.html (the same, preloading a portal's home
 *   page), dist/404.html, dist/sitemap.xml, dist/robots.txt, dist/assets/*.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, resolveConfig } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { precompress } from './precompress';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, '.ssr');

type ServerEntry = typeof import('../src/entry-server');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The portals' home pages and the modules their first render needs (layout route, then page). */
const PORTAL_HOMES = [
  { path: '/dashboard', modules: ['src/layouts/CoachAppLayout.tsx', 'src/coach/pages/DashboardPage.tsx'] },
  {
    path: '/advisor/dashboard',
    modules: ['src/layouts/AdvisorAppLayout.tsx', 'src/advisor/pages/DashboardPage.tsx'],
  },
  {
    path: '/parent/dashboard',
    modules: ['src/layouts/ParentAppLayout.tsx', 'src/parent/pages/ParentDashboardPage.tsx'],
  },
  { path: '/ogrenci', modules: ['src/layouts/StudentAppLayout.tsx', 'src/student/TodayPage.tsx'] },
];

/**
 * The hashed files the student app needs offline: the app's entry, the student pages and their layout,
 * the student sign-in, and the prerendered focus timer's own entry, each with what it imports statically
 * (their lazy parts are cached by the worker once used). Not every portal's chunks: a student's phone
 * should not download the coach's calendar.
 */
function studentOfflineFiles(app: Manifest, site: Manifest): string[] {
  const roots = (chunks: Manifest, fixed: string[], under: string[]) => [
    ...fixed,
    ...Object.keys(chunks).filter((key) => under.some((dir) => key.startsWith(dir))),
  ];
  const files = new Set<string>();
  const add = (chunks: Manifest, keys: string[]) => {
    for (const key of keys)
      for (const chunk of staticClosure(chunks, key))
        for (const f of [chunk.file, ...(chunk.css ?? [])]) files.add(f);
  };
  add(
    app,
    roots(
      app,
      ['index.html', 'src/layouts/StudentAppLayout.tsx', 'src/invitations/StudentLoginPage.tsx'],
      ['src/student/', 'src/focus/'],
    ),
  );
  add(site, roots(site, ['src/app/site/main.tsx', 'src/pages/odaklan.tsx'], ['src/focus/']));
  return [...files].filter((f) => f.startsWith('assets/')).sort();
}

/**
 * dist/sw.js (src/service-worker/sw.ts), made after the prerender so the shells it precaches exist: the
 * `--mode pwa` configuration of vite.config.ts is resolved and its plugin builds the worker.
 */
async function buildServiceWorker(studentFiles: string[]): Promise<void> {
  const config = await resolveConfig({ root: webRoot, logLevel: 'warn', mode: 'pwa' }, 'build');
  const plugin = config.plugins.find((p) => p.name === 'vite-plugin-pwa');
  const api = plugin?.api as VitePluginPWAAPI | undefined;
  if (!api || api.disabled) throw new Error('vite-plugin-pwa is missing from the pwa mode of vite.config.ts');
  // Hashed names carry their revision.
  api.extendManifestEntries((entries) => [
    ...entries,
    ...studentFiles.map((url) => ({ url, revision: null })),
  ]);
  await api.generateSW();
}

/** A chunk and every chunk it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((i) => staticClosure(manifest, i, seen))];
}

async function main(): Promise<void> {
  const started = Date.now();
  await build({ root: webRoot, logLevel: 'warn' });
  // The public pages' own entry (src/app/site): React and the page, without the router (vite.config.ts).
  await build({ root: webRoot, logLevel: 'warn', mode: 'site' });
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });

  const entry = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const siteManifest = JSON.parse(
    await readFile(path.join(dist, '.vite', 'site-manifest.json'), 'utf8'),
  ) as Manifest;
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html has lost its <!--app-head--> / <!--app-html--> markers');
  }
  // The public pages' template: the site entry instead of the app's scripts, and the site's own stylesheet
  // (src/app/site/site.css: no portal classes) inline instead of the app's, so the first paint waits for
  // the HTML alone rather than a second request (the CSP allows inline styles; the app shell and the 404
  // page keep the app's linked file).
  const siteEntry = siteManifest['src/app/site/main.tsx'];
  if (!siteEntry) throw new Error('No site entry in the site build manifest');
  const siteShellCss = staticClosure(siteManifest, 'src/app/site/main.tsx').flatMap((c) => c.css ?? []);
  const appStylesheet = /\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/;
  if (!appStylesheet.test(template) || siteShellCss.length !== 1)
    throw new Error('index.html and the site entry should each have exactly one stylesheet');
  const css = await readFile(path.join(dist, siteShellCss[0] as string), 'utf8');
  if (/<\/style/i.test(css)) throw new Error('The site stylesheet cannot go inline: it contains </style');
  const siteTemplate = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(appStylesheet, '')
    .replace('</head>', () => `  <style>${css}</style>\n  </head>`);
  if (siteTemplate.includes('<script'))
    throw new Error('index.html carries a script the site template keeps');

  /** modulepreload + stylesheet tags for modules and everything they import statically. */
  const preloadTags = (chunks: Manifest, keys: string[], present: (file: string) => boolean): string => {
    const seen = new Set<string>();
    const js: string[] = [];
    const css: string[] = [];
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = chunks[key];
      if (!chunk) throw new Error(`No chunk for ${key} in the Vite manifest`);
      if (!present(chunk.file)) js.push(chunk.file);
      for (const c of chunk.css ?? []) if (!present(c)) css.push(c);
      for (const i of chunk.imports ?? []) visit(i);
    };
    for (const key of keys) visit(key);
    return [
      ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ].join('\n    ');
  };
  const pageKeys = (pages: string[]) => pages.map((page) => `src/pages/${page}.tsx`);

  const fill = (head: string, html: string, page = template) =>
    page.replace('<!--app-head-->', head).replace('<!--app-html-->', html);

  const write = async (relative: string, content: string) => {
    const file = path.join(dist, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };

  const publicPaths = [
    ...Object.values(entry.PAGE_META).map((m) => m.path),
    ...entry.BLOG_POSTS.map((p) => `/blog/${p.slug}`),
  ];
  for (const url of publicPaths) {
    const out = await entry.render(url);
    if (out.status !== 200 || !out.head || out.head.notFound)
      throw new Error(`Prerender of ${url} failed (${out.status})`);
    const meta = entry.renderHeadHtml(entry.headTags(out.head.meta));
    const target = url === '/' ? 'index.html' : path.join(url.replace(/^\/|\/$/g, ''), 'index.html');
    if (entry.matchSitePage(url)) {
      // Hydrated by the site entry: its script, then its chunks and the page's, all preloaded.
      const script = `<script type="module" crossorigin src="/${siteEntry.file}"></script>`;
      const preload = preloadTags(
        siteManifest,
        ['src/app/site/main.tsx', ...pageKeys(out.pages)],
        // The entry has its script tag; its stylesheet is inline.
        (file) => file === siteEntry.file || siteShellCss.includes(file),
      );
      await write(target, fill(`${meta}\n    ${script}\n    ${preload}`, out.html, siteTemplate));
    } else {
      await write(
        target,
        fill(
          `${meta}\n    ${preloadTags(manifest, pageKeys(out.pages), (file) => template.includes(`/${file}`))}`,
          out.html,
        ),
      );
    }
  }

  const missing = await entry.render('/__pusula_404__');
  if (missing.status !== 404 || !missing.head?.notFound)
    throw new Error('The 404 page did not render as not found');
  await write('404.html', fill(entry.renderHeadHtml(entry.headTags(missing.head.meta, true)), missing.html));

  // The signed-in areas render in the browser: an empty root, default data, never indexed.
  const appHead = entry.renderHeadHtml(entry.headTags({ ...entry.notFoundMeta(), noindex: true }));
  await write('app.html', fill(appHead, ''));
  // Where each role lands after signing in, the same shell asks for the portal's layout and page at once,
  // with the HTML, instead of after the entry has run and the router has matched (one round trip less on
  // a phone's network before anything shows). The server picks these by exact path (static-site.ts).
  for (const home of PORTAL_HOMES) {
    const preload = preloadTags(manifest, home.modules, (file) => template.includes(`/${file}`));
    await write(path.join('app-shells', `${home.path}.html`), fill(`${appHead}\n    ${preload}`, ''));
  }

  const indexable = Object.values(entry.PAGE_META).filter((m) => !('noindex' in m && m.noindex));
  await write(
    'sitemap.xml',
    entry.buildSitemap([
      ...indexable.map((m) => ({ path: m.path })),
      ...entry.BLOG_POSTS.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.publishedAt })),
    ]),
  );
  await write('robots.txt', entry.buildRobots());

  await buildServiceWorker(studentOfflineFiles(manifest, siteManifest));
  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
  await rm(ssrOut, { recursive: true, force: true });
  const compressed = await precompress(dist);
  console.log(
    `web: built and prerendered ${publicPaths.length} pages + 404 + app shell in ${Date.now() - started} ms; ` +
      `${compressed.files} files precompressed (brotli ${Math.round((compressed.brotliBytes / compressed.bytes) * 100)}% of original)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
