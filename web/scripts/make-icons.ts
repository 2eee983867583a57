/**
 * Makes the installable app's bitmap icons from the logo (public/favicon.svg), once, by hand:
 *   node --import tsx web/scripts/make-icons.ts
 * The files are committed, so the build needs neither a browser nor a native image library. The logo is
 * drawn by the Chromium the browser tests use (CHROMIUM_PATH or /usr/bin/chromium).
 *   icons/pusula-192.png, icons/pusula-512.png    the logo on a transparent ground (manifest "any")
 *   icons/pusula-maskable-512.png                 the logo inside the 80 % safe circle on a full brand ground
 *   apple-touch-icon.png (180)                    opaque: iOS paints transparent corners black
 *   favicon.ico                                   16, 32 and 48 px PNG images in one ICO file
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
/** The brand colour of the design tokens (--pu-brand), the logo's own ground. */
const BRAND = '#0e5466';

/** The logo at `size` px, scaled by `scale` and centred on `ground` (transparent when null). */
function html(svg: string, size: number, scale: number, ground: string | null): string {
  const inner = Math.round(size * scale);
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${ground ?? 'transparent'}">
    <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
  </body></html>`;
}

/** An ICO file whose images are PNGs (read by every browser since IE 11). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

async function main(): Promise<void> {
  const svg = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const draw = async (size: number, scale = 1, ground: string | null = null) => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(html(svg, size, scale, ground));
      return page.screenshot({ omitBackground: ground === null, type: 'png' });
    };
    await mkdir(path.join(publicDir, 'icons'), { recursive: true });
    await writeFile(path.join(publicDir, 'icons/pusula-192.png'), await draw(192));
    await writeFile(path.join(publicDir, 'icons/pusula-512.png'), await draw(512));
    // Maskable: platforms cut any shape out of the middle 80 %; the logo fills 70 % of the side.
    await writeFile(path.join(publicDir, 'icons/pusula-maskable-512.png'), await draw(512, 0.7, BRAND));
    await writeFile(path.join(publicDir, 'apple-touch-icon.png'), await draw(180, 1, BRAND));
    const small = [];
    for (const size of [16, 32, 48]) small.push({ size, png: await draw(size) });
    await writeFile(path.join(publicDir, 'favicon.ico'), ico(small));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
