import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The import directions of ARCHITECTURE.md: which of our packages each package may import. */
const ALLOWED: Record<string, string[]> = {
  contracts: [],
  'services/eventstore': [],
  'services/domain': ['@pusula/contracts'],
  projections: ['@pusula/contracts', '@pusula/eventstore'],
  'services/api': ['@pusula/contracts', '@pusula/domain', '@pusula/eventstore', '@pusula/projections'],
  web: ['@pusula/contracts', '@pusula/api'],
};

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'dist-types') return [];
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('import directions', () => {
  for (const [pkg, allowed] of Object.entries(ALLOWED)) {
    it(`${pkg} imports only ${allowed.join(', ') || 'none of our packages'}`, () => {
      const offending: string[] = [];
      for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](@pusula\/[a-z-]+)/g)) {
          const imported = match[1]!;
          if (!allowed.includes(imported)) offending.push(`${path.relative(root, file)} → ${imported}`);
          // web may import the api only for its types
          if (
            pkg === 'web' &&
            imported === '@pusula/api' &&
            !/import\s+type\b/.test(
              text.slice(text.lastIndexOf('\n', match.index) + 1, match.index! + match[0].length),
            )
          ) {
            offending.push(`${path.relative(root, file)} → ${imported} (must be "import type")`);
          }
        }
      }
      expect(offending).toEqual([]);
    });
  }
});

describe('test files', () => {
  // vitest.config.ts runs the files of a worker in one module registry (isolate: false): a file that
  // replaced a module, or left a global or a variable of the environment replaced, would change it for the
  // files after it.
  it('replace no module, and put back every global and variable they replace', () => {
    const offending = Object.keys(ALLOWED)
      .flatMap((pkg) => sourceFiles(path.join(root, pkg, 'src')))
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return (
          /\bvi\.(mock|doMock)\(/.test(text) ||
          (/\bvi\.stubGlobal\(/.test(text) && !/\bvi\.unstubAllGlobals\(/.test(text)) ||
          (/\bvi\.stubEnv\(/.test(text) && !/\bvi\.unstubAllEnvs\(/.test(text))
        );
      })
      .map((file) => path.relative(root, file));
    expect(offending).toEqual([]);
  });
});
