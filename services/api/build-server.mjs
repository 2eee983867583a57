/**
 * Builds the server into one ES module bundle per entry (`pnpm build:server`: services/api/dist/main.mjs),
 * which `pnpm start` runs with plain Node. Running the TypeScript through tsx instead cost about 70 MB of
 * resident memory (the loader, and sources and source maps of every module it transformed).
 *
 * Our workspace packages are bundled; npm packages stay outside and are loaded from node_modules as they
 * are (native addons, PGlite's WebAssembly and data files), addressed relative to the output folder. The
 * PGlite worker (started by URL next to the code that starts it) and the common-passwords list (read next
 * to the password policy) go into the output folder too.
 *
 * Usage: node services/api/build-server.mjs [outdir] [extra entry …]  (the bench builds its server so)
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = import.meta.dirname;
const FROM_THIS_PACKAGE = Symbol('resolved by the npm-external plugin');

export async function buildServer({ outdir = path.join(here, 'dist'), entries = [] } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: [
      path.join(here, 'src/main.ts'),
      path.join(here, '../eventstore/src/postgres/pglite-worker.mjs'),
      ...entries,
    ],
    entryNames: '[name]',
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Separate chunks keep `import()` lazy: the pg pool and the EventStoreDB client load only when used.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.pluginData === FROM_THIS_PACKAGE) return undefined;
            if (args.path.startsWith('@pusula/') || args.path.startsWith('node:')) return undefined;
            const resolved = await b.resolve(args.path, {
              kind: args.kind,
              importer: args.importer,
              resolveDir: args.resolveDir,
              pluginData: FROM_THIS_PACKAGE,
            });
            if (resolved.errors.length > 0) return { errors: resolved.errors };
            if (resolved.external || !path.isAbsolute(resolved.path))
              return { path: args.path, external: true };
            // Where pnpm put the package, from the output folder: the bundle imports exactly what tsx would.
            const relative = path.relative(outdir, resolved.path).split(path.sep).join('/');
            return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
          });
        },
      },
    ],
  });
  copyFileSync(
    path.join(here, 'src/features/auth/common-passwords.txt'),
    path.join(outdir, 'common-passwords.txt'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [outdir, ...entries] = process.argv.slice(2);
  await buildServer({
    outdir: outdir ? path.resolve(outdir) : undefined,
    entries: entries.map((e) => path.resolve(e)),
  });
}
