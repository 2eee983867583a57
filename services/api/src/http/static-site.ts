import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

/** Paths of the signed-in areas: the SPA shell renders them in the browser. */
const APP_PREFIXES = [
  '/advisor',
  '/dashboard',
  '/admin',
  '/parent',
  '/veli',
  '/auth',
  '/video-lobby',
  '/davet',
  '/ogrenci',
];
/** The conference frame: its own page (web/video-room.html, a second Vite entry), not the SPA shell. */
const VIDEO_ROOM_PREFIX = '/video-room/';

async function fileAt(file: string): Promise<number | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: assets with their MIME type (hashed assets cached for a year), prerendered
 * public pages, the SPA shell for the portals, and the prerendered 404 page with status 404.
 */
export function staticSite(webDist: string) {
  const root = path.resolve(webDist);

  const send = async (c: Context, file: string, size: number, status = 200) => {
    const ext = path.extname(file).toLowerCase();
    const immutable = file.startsWith(path.join(root, 'assets') + path.sep);
    const headers: Record<string, string> = {
      'content-type': MIME[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
    };
    // The build writes .br and .gz beside compressible files: send those bytes as they are.
    let served = file;
    let servedSize = size;
    const accepts = c.req.header('accept-encoding') ?? '';
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!accepts.includes(encoding)) continue;
      const compressedSize = await fileAt(file + suffix);
      if (compressedSize === null) continue;
      served = file + suffix;
      servedSize = compressedSize;
      headers['content-encoding'] = encoding;
      break;
    }
    headers['content-length'] = String(servedSize);
    if (c.req.method === 'HEAD') return c.body(null, status as 200, headers);
    const body = Readable.toWeb(createReadStream(served)) as ReadableStream;
    return c.body(body, status as 200, headers);
  };

  return async (c: Context) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return c.text('Method Not Allowed', 405);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    const target = path.resolve(root, `.${pathname}`);
    if (target !== root && !target.startsWith(root + path.sep)) return c.text('Not Found', 404);

    if (method === 'POST') {
      // A prerendered form submitted before its script took over posts to its own page (the forms carry
      // method="post", so a password never lands in an address). Its body is dropped unread and the visitor
      // sent back to the page; anything else that is not an API is refused as before.
      const isPage = (await fileAt(path.join(target, 'index.html'))) !== null;
      if (!isPage || pathname.startsWith('//')) return c.text('Method Not Allowed', 405);
      return c.body(null, 303, { location: new URL(c.req.url).pathname, 'cache-control': 'no-store' });
    }

    const direct = await fileAt(target);
    if (direct !== null) return send(c, target, direct);
    const page = path.join(target, 'index.html');
    const pageSize = await fileAt(page);
    if (pageSize !== null) return send(c, page, pageSize);

    if (pathname.startsWith(VIDEO_ROOM_PREFIX)) {
      const frame = path.join(root, 'video-room.html');
      const size = await fileAt(frame);
      if (size !== null) return send(c, frame, size);
    }
    const isApp = APP_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    if (isApp) {
      // A portal's home page has a shell that preloads its layout and page (web/scripts/build.ts).
      const homeShell = path.resolve(root, 'app-shells', `.${pathname.replace(/\/+$/, '')}.html`);
      const homeSize = homeShell.startsWith(path.join(root, 'app-shells') + path.sep)
        ? await fileAt(homeShell)
        : null;
      if (homeSize !== null) return send(c, homeShell, homeSize);
    }
    if (isApp || pathname === '/') {
      for (const shell of ['app.html', 'index.html']) {
        const size = await fileAt(path.join(root, shell));
        if (size !== null) return send(c, path.join(root, shell), size);
      }
    }
    for (const [name, status] of [
      ['404.html', 404],
      ['app.html', 404],
      ['index.html', 404],
    ] as const) {
      const size = await fileAt(path.join(root, name));
      if (size !== null) return send(c, path.join(root, name), size, status);
    }
    return c.text('Sayfa bulunamadı', 404);
  };
}
