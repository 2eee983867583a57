import type { SignalClientMessage, SignalData } from '@pusula/contracts';

const isString = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

function signalData(value: unknown): SignalData | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const out: SignalData = {};
  if (v.description !== undefined) {
    const d = v.description as Record<string, unknown> | null;
    if (
      !d ||
      !['offer', 'answer', 'pranswer', 'rollback'].includes(d.type as string) ||
      (d.sdp !== undefined && !isString(d.sdp, 60_000))
    )
      return null;
    out.description = { type: d.type as 'offer', ...(d.sdp !== undefined ? { sdp: d.sdp as string } : {}) };
  }
  if (v.candidate !== undefined) {
    const c = v.candidate as Record<string, unknown> | null;
    if (c === null) out.candidate = null;
    else if (
      typeof c === 'object' &&
      isString(c.candidate, 2_000) &&
      (c.sdpMid === undefined || c.sdpMid === null || isString(c.sdpMid, 100)) &&
      (c.sdpMLineIndex === undefined || c.sdpMLineIndex === null || Number.isInteger(c.sdpMLineIndex))
    )
      out.candidate = {
        candidate: c.candidate,
        sdpMid: (c.sdpMid as string | null | undefined) ?? null,
        sdpMLineIndex: (c.sdpMLineIndex as number | null | undefined) ?? null,
      };
    else return null;
  }
  return out.description || out.candidate !== undefined ? out : null;
}

/** A client message of the signalling protocol, re-built field by field (nothing else is relayed); null if malformed. */
export function parseClientMessage(text: string): SignalClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case 'AUTH':
      return isString(m.token, 300) && isString(m.callId, 100)
        ? { type: 'AUTH', token: m.token, callId: m.callId }
        : null;
    case 'SIGNAL': {
      const data = signalData(m.data);
      return isString(m.to, 100) && data ? { type: 'SIGNAL', to: m.to, data } : null;
    }
    case 'STATE':
      return typeof m.audio === 'boolean' &&
        typeof m.video === 'boolean' &&
        typeof m.screenShare === 'boolean'
        ? { type: 'STATE', audio: m.audio, video: m.video, screenShare: m.screenShare }
        : null;
    case 'LEAVE':
      return { type: 'LEAVE' };
    default:
      return null;
  }
}
