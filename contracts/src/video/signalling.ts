/**
 * Wire formats of the conference frame (no runtime dependencies: the frame page imports this file alone).
 *
 * Signalling: a WebSocket on `SIGNAL_PATH`. The server greets with AUTH_REQUIRED; the first client message
 * is AUTH with the login token and the call id (as on the live channel, the token never goes into a URL).
 * Only participants of the call get into its room; SIGNAL messages are relayed only within that room.
 */
import type { VideoParticipantType } from './video-events';

export const SIGNAL_PATH = '/signal';
/** Largest signalling message accepted (an SDP offer with a few tracks is a few KiB). */
export const SIGNAL_MAX_MESSAGE_BYTES = 64 * 1024;

/** RTCIceServer as configured by ICE_SERVERS. */
export interface IceServerConfig {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export type VideoProvider = 'native' | 'jitsi';

export interface PeerInfo {
  peerId: string;
  participantType: VideoParticipantType;
  name: string;
}

export interface MediaState {
  audio: boolean;
  video: boolean;
  screenShare: boolean;
}

/** Either a session description or an ICE candidate (null: end of candidates). */
export interface SignalData {
  description?: { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };
  candidate?: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null } | null;
}

export type SignalClientMessage =
  | { type: 'AUTH'; token: string; callId: string }
  | { type: 'SIGNAL'; to: string; data: SignalData }
  | ({ type: 'STATE' } & MediaState)
  | { type: 'LEAVE' };

export type SignalServerMessage =
  | { type: 'AUTH_REQUIRED' }
  | {
      type: 'AUTH_SUCCESS';
      peerId: string;
      participantType: VideoParticipantType;
      name: string;
      peers: PeerInfo[];
      provider: VideoProvider;
      iceServers: IceServerConfig[];
      /** With provider 'jitsi': where the meeting runs. */
      jitsi: { domain: string; roomName: string } | null;
    }
  | { type: 'AUTH_ERROR'; message: string }
  | { type: 'PEER_JOINED'; peer: PeerInfo }
  | { type: 'PEER_LEFT'; peerId: string }
  | { type: 'SIGNAL'; from: string; data: SignalData }
  | ({ type: 'PEER_STATE'; from: string } & MediaState)
  | { type: 'CALL_ENDED'; reason: string }
  | { type: 'ERROR'; message: string };

/** WebSocket close codes of the signalling channel (4000–4999 are the application's). */
export const SIGNAL_CLOSE = {
  authFailed: 4401,
  notParticipant: 4403,
  callEnded: 4410,
  /** The same participant opened the room again (another tab, a reload). */
  replaced: 4409,
  protocol: 4400,
} as const;

/**
 * The frame's postMessage API. The host page (same origin) sends commands; the frame answers with its
 * state after every change. Both sides check `event.origin` and `source`.
 */
export const FRAME_COMMANDS = ['toggleAudio', 'toggleVideo', 'toggleShareScreen', 'hangup'] as const;
export type FrameCommand = (typeof FRAME_COMMANDS)[number];
export const HOST_MESSAGE_SOURCE = 'pusula-video-host';
export const FRAME_MESSAGE_SOURCE = 'pusula-video-room';

export interface HostToFrameMessage {
  source: typeof HOST_MESSAGE_SOURCE;
  command: FrameCommand;
}

export type FramePhase = 'connecting' | 'waiting' | 'connected' | 'ended' | 'error';

export interface FrameState extends MediaState {
  phase: FramePhase;
  provider: VideoProvider;
  /** Remote participants in the room. */
  peers: number;
  /** Turkish text for 'error' and 'ended'. */
  message: string | null;
}

export type FrameToHostMessage =
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'state'; state: FrameState }
  /** The frame left the call: by hangup, or because the call ended on the server. */
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'hungup'; reason: string | null };

export function isHostToFrameMessage(value: unknown): value is HostToFrameMessage {
  const v = value as HostToFrameMessage | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.source === HOST_MESSAGE_SOURCE &&
    (FRAME_COMMANDS as readonly string[]).includes(v.command)
  );
}

export function isFrameToHostMessage(value: unknown): value is FrameToHostMessage {
  const v = value as FrameToHostMessage | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.source === FRAME_MESSAGE_SOURCE &&
    (v.type === 'state' || v.type === 'hungup')
  );
}
