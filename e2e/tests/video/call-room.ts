import { expect, type Frame, type Page } from '@playwright/test';

/**
 * What the video browser tests share: Chromium with a fake camera and microphone (no real devices, ICE over
 * loopback), and the conference frame inside a host page.
 */
export const FAKE_MEDIA_BROWSER = {
  permissions: ['camera', 'microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
    ],
  },
};

export const FRAME_TITLE = 'Görüntülü görüşme odası';

/** The conference frame inside the host page, once its room script runs. */
export async function roomFrame(page: Page): Promise<Frame> {
  await expect(page.getByTitle(FRAME_TITLE)).toBeVisible();
  let frame: Frame | undefined;
  await expect
    .poll(() => {
      frame = page.frames().find((f) => /^https?:\/\/[^/]+\/video-room\//.test(f.url()));
      return Boolean(frame);
    })
    .toBe(true);
  await frame!.waitForFunction(() => 'pusulaVideoRoom' in window);
  return frame!;
}
