import type { IceServerConfig, VideoProvider } from '@pusula/contracts';

export interface VideoConfig {
  /** 'native': our own WebRTC frame; 'jitsi': the frame drives a Jitsi Meet deployment. */
  provider: VideoProvider;
  /** Host name of the Jitsi Meet deployment (no scheme), with provider 'jitsi'. */
  jitsiDomain: string | null;
  /** STUN/TURN servers handed to the frame; none by default (direct connections only). */
  iceServers: IceServerConfig[];
  /** A call nobody invited joins within this time ends with TIMEOUT. */
  ringTimeoutMs: number;
  /** An answered call with nobody connected for this long ends with TIMEOUT. */
  idleTimeoutMs: number;
  /** No call runs longer than this. */
  maxDurationMs: number;
  /** How often the scheduler looks (0: never; tests run it by hand). */
  timeoutCheckMs: number;
}

const minutes = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 60_000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number of minutes, got ${raw}`);
  return Math.round(value * 60_000);
};

function parseIceServers(raw: string | undefined): IceServerConfig[] {
  if (!raw?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('ICE_SERVERS must be JSON: [{"urls":"stun:stun.example.org:3478"}, …]');
  }
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry, i) => {
    const e = entry as Record<string, unknown>;
    const urls = e?.urls;
    const urlList = Array.isArray(urls) ? urls : [urls];
    if (!urlList.length || !urlList.every((u) => typeof u === 'string' && /^(stuns?|turns?):/.test(u)))
      throw new Error(`ICE_SERVERS[${i}].urls must be stun:, stuns:, turn: or turns: URLs`);
    if (
      (e.username !== undefined && typeof e.username !== 'string') ||
      (e.credential !== undefined && typeof e.credential !== 'string')
    )
      throw new Error(`ICE_SERVERS[${i}]: username and credential must be strings`);
    return {
      urls: urls as string | string[],
      ...(e.username !== undefined ? { username: e.username as string } : {}),
      ...(e.credential !== undefined ? { credential: e.credential as string } : {}),
    };
  });
}

/** Reads VIDEO_PROVIDER, JITSI_DOMAIN, ICE_SERVERS and the VIDEO_* timeouts; refuses a broken setup at start. */
export function loadVideoConfig(env: NodeJS.ProcessEnv): VideoConfig {
  const provider = (env.VIDEO_PROVIDER || 'native').toLowerCase();
  if (provider !== 'native' && provider !== 'jitsi')
    throw new Error(`VIDEO_PROVIDER must be 'native' or 'jitsi', got ${env.VIDEO_PROVIDER}`);
  const jitsiDomain = env.JITSI_DOMAIN?.trim() || null;
  if (provider === 'jitsi') {
    if (!jitsiDomain) throw new Error('VIDEO_PROVIDER=jitsi needs JITSI_DOMAIN (e.g. meet.example.org)');
    if (!/^[a-z0-9.-]+(:\d+)?$/i.test(jitsiDomain))
      throw new Error(`JITSI_DOMAIN must be a host name without scheme or path, got ${jitsiDomain}`);
  }
  const checkSeconds = env.VIDEO_TIMEOUT_CHECK_SECONDS ? Number(env.VIDEO_TIMEOUT_CHECK_SECONDS) : 30;
  if (!Number.isFinite(checkSeconds) || checkSeconds < 0)
    throw new Error(
      `VIDEO_TIMEOUT_CHECK_SECONDS must be a number of seconds, got ${env.VIDEO_TIMEOUT_CHECK_SECONDS}`,
    );
  return {
    provider,
    jitsiDomain: provider === 'jitsi' ? jitsiDomain : null,
    iceServers: parseIceServers(env.ICE_SERVERS),
    ringTimeoutMs: minutes(env, 'VIDEO_RING_TIMEOUT_MINUTES', 3),
    idleTimeoutMs: minutes(env, 'VIDEO_IDLE_TIMEOUT_MINUTES', 5),
    maxDurationMs: minutes(env, 'VIDEO_MAX_DURATION_MINUTES', 240),
    timeoutCheckMs: Math.round(checkSeconds * 1000),
  };
}

/** The origin of the Jitsi deployment (for CSP and Permissions-Policy), or null. */
export function jitsiOrigin(video: Pick<VideoConfig, 'provider' | 'jitsiDomain'>): string | null {
  return video.provider === 'jitsi' && video.jitsiDomain ? `https://${video.jitsiDomain}` : null;
}
