import { networkInterfaces } from 'node:os';
import { type BrowserContext, expect, type Frame, type Page, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/sign-in';
import { FAKE_MEDIA_BROWSER, FRAME_TITLE, roomFrame } from './call-room';

/**
 * A whole call in two browsers: the advisor starts it, the coach joins from their incoming calls, both
 * receive each other's video (inbound RTP bytes and decoded frames in getStats), the advisor mutes the
 * microphone through the host page, hangs up, and the log shows ADVISOR_ENDED with the duration.
 * Chromium's fake camera and microphone stand in for real devices; ICE runs over loopback only.
 */
test.use(FAKE_MEDIA_BROWSER);

interface RoomStats {
  peers: { peerId: string; audioBytes: number; videoBytes: number; framesDecoded: number }[];
  localAudioEnabled: boolean | null;
  localVideoEnabled: boolean | null;
}

async function signIn(context: BrowserContext, loginPath: string, email: string): Promise<Page> {
  const page = await context.newPage();
  if (process.env.VIDEO_E2E_DEBUG) {
    await context.addInitScript(() => localStorage.setItem('pusulaVideoDebug', '1'));
    page.on('console', (m) => console.log(email, Date.now() % 100000, m.type(), m.text()));
  }
  await signInThroughForm(page, loginPath, email);
  return page;
}

const statsOf = (frame: Frame) =>
  frame.evaluate(() =>
    (window as unknown as { pusulaVideoRoom: { stats(): Promise<RoomStats> } }).pusulaVideoRoom.stats(),
  );

/**
 * Waits until the frame receives audio and decodes video from its one remote peer. A loaded CI machine
 * can take a while to gather candidates and decode the first frames, hence the long wait; on failure the
 * message carries the peer's last connection and signalling state, which tells where the call stopped.
 */
async function expectRemoteMedia(frame: Frame) {
  let last: RoomStats | null = null;
  await expect
    .poll(
      async () => {
        last = await statsOf(frame);
        if (process.env.VIDEO_E2E_DEBUG) console.log(frame.url(), JSON.stringify(last));
        const p = last.peers[0];
        return p ? p.videoBytes > 0 && p.framesDecoded > 0 && p.audioBytes > 0 : false;
      },
      { timeout: 60_000, intervals: [250, 500, 1_000], message: 'remote media' },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nlast stats of ${frame.url()}: ${JSON.stringify(last)}`);
    });
}

test('advisor and coach hold a call: remote video both ways, mute, hang up with ADVISOR_ENDED and a duration', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Under run-in-netns.sh the whole test (server, browsers) sees loopback and nothing else.
  if (process.env.VIDEO_E2E_NETNS) expect(Object.keys(networkInterfaces())).toEqual(['lo']);
  const advisorContext = await browser.newContext();
  const coachContext = await browser.newContext();
  try {
    const advisor = await signIn(advisorContext, '/advisor/', 'danisman@pusula.dev');
    const coach = await signIn(coachContext, '/auth/login', 'koc@pusula.dev');

    // The advisor starts a call with their coach Mehmet Kaya.
    await advisor.goto('/advisor/video-conference');
    await advisor.getByLabel('Koç', { exact: true }).selectOption({ label: 'Mehmet Kaya' });
    await advisor.getByRole('button', { name: 'Görüşmeyi başlat' }).click();
    const advisorRoom = await roomFrame(advisor);
    await expect(advisorRoom.getByRole('status')).toHaveText('Diğer katılımcı bekleniyor…');

    // The coach sees the incoming call and joins it.
    await coach.goto('/dashboard/video-calls');
    // The newest call first; `exact` keeps "Yeniden katıl" of an older call (a retried test) out.
    const incoming = coach.getByRole('listitem').filter({ hasText: 'Ayşe Yılmaz arıyor' });
    await incoming.getByRole('button', { name: 'Katıl', exact: true }).first().click();
    const coachRoom = await roomFrame(coach);

    // Media flows both ways over the peer connection.
    await expectRemoteMedia(advisorRoom);
    await expectRemoteMedia(coachRoom);
    await expect(advisor.getByRole('status').filter({ hasText: 'Bağlandı' })).toBeVisible();
    await expect(coach.getByRole('status').filter({ hasText: 'Bağlandı' })).toBeVisible();

    // toggleAudio from the host page mutes the advisor's microphone track; the coach sees it muted.
    const mic = advisor.getByRole('button', { name: 'Mikrofon' });
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await statsOf(advisorRoom)).localAudioEnabled).toBe(false);
    await expect(coachRoom.getByText('Ayşe Yılmaz (sessiz)')).toBeVisible();
    expect((await statsOf(advisorRoom)).localVideoEnabled).toBe(true);

    // Let the call run a moment, then the advisor hangs up: the call ends for both.
    await advisor.waitForTimeout(2_000);
    const token = await advisor.evaluate(() => localStorage.getItem('token'));
    await advisor.getByRole('button', { name: 'Görüşmeyi bitir' }).click();
    await expect(advisor.getByTitle(FRAME_TITLE)).toHaveCount(0);
    await expect(coach.getByTitle(FRAME_TITLE)).toHaveCount(0);
    await expect(coach.getByText('Bekleyen görüşme yok.')).toBeVisible();

    // The coach's video log: ADVISOR_ENDED with the talk time.
    const api = advisorContext.request;
    const coaches = await (
      await api.get('/api/advisor/coaches', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const coachId = coaches.data.find((c: { email: string }) => c.email === 'koc@pusula.dev').id;
    const logs = await (
      await api.get(`/api/advisor/coaches/${coachId}/video-logs`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const last = logs.data[0];
    expect(last).toMatchObject({ status: 'ENDED', endReason: 'ADVISOR_ENDED', endedBy: 'ADVISOR' });
    expect(last.durationSeconds).toBeGreaterThanOrEqual(2);

    // And the history page shows it with its duration.
    await advisor.goto('/advisor/video-conference/history');
    const row = advisor.locator(`tr[data-call-id="${last.id}"]`);
    await expect(row).toContainText('Danışman bitirdi');
    await expect(row.locator(`td[data-duration-seconds="${last.durationSeconds}"]`)).toHaveText(
      /\d+ (sn|dk)/,
    );
  } finally {
    await advisorContext.close();
    await coachContext.close();
  }
});
