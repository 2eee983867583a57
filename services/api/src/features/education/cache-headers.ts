import { createHash } from 'node:crypto';
import { CATALOGUE_VERSIONS, CURRENT_CATALOGUE_VERSION } from '@pusula/domain/education/index';
import type { Context } from 'hono';

/**
 * Bump when an answer changes for the same catalogue data (a new field, another search order): the ETag
 * would otherwise tell revalidating clients that their old copy is still current.
 */
const ANSWER_REVISION = 1;

// The data's hash, not only its version name: a typo fixed inside "2026" must still reach cached clients.
const dataHash = createHash('sha256')
  .update(JSON.stringify(CATALOGUE_VERSIONS[CURRENT_CATALOGUE_VERSION]))
  .digest('base64url')
  .slice(0, 16);

/** One tag for every catalogue answer: each URL's answer is fixed by the catalogue data and this code. */
export const CATALOGUE_ETAG = `W/"edu-${CURRENT_CATALOGUE_VERSION}-${ANSWER_REVISION}-${dataHash}"`;

/** Five minutes: the shortest client cache lifetime of spec §9 (search), so no kind is held longer there. */
const CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=300',
  ETag: CATALOGUE_ETAG,
} as const;

/**
 * True when the request's If-None-Match names the current tag, so a 304 will do. `*` is not honoured: it
 * would also answer 304 for a path that has no catalogue answer at all.
 */
export function isFresh(c: Context): boolean {
  const header = c.req.header('if-none-match');
  if (header === undefined) return false;
  // Weak comparison (RFC 9110 §13.1.2): compress may weaken a tag, so W/ is ignored on both sides.
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = strip(CATALOGUE_ETAG);
  return header.split(',').some((tag) => strip(tag) === ours);
}

export function notModified(c: Context): Response {
  return c.body(null, 304, CACHE_HEADERS);
}

/** Marks the answer being built cacheable; call it only once the answer is known to succeed. */
export function markCacheable(c: Context): void {
  for (const [name, value] of Object.entries(CACHE_HEADERS)) c.header(name, value);
}
