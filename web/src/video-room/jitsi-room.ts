import type { FrameCommand, FrameState } from '@pusula/contracts/video/signalling';

/** The part of the Jitsi IFrame API (`JitsiMeetExternalAPI`) the frame uses. */
export interface JitsiApiLike {
  executeCommand(command: string, ...args: unknown[]): void;
  addListener(event: string, listener: (payload: Record<string, unknown>) => void): void;
  dispose(): void;
}
export type JitsiApiFactory = (domain: string, options: Record<string, unknown>) => JitsiApiLike;

/** Our four commands are Jitsi's own command names. */
export const JITSI_COMMANDS: Record<FrameCommand, string> = {
  toggleAudio: 'toggleAudio',
  toggleVideo: 'toggleVideo',
  toggleShareScreen: 'toggleShareScreen',
  hangup: 'hangup',
};

export interface JitsiRoom {
  command(command: FrameCommand): void;
  dispose(): void;
}

/**
 * Drives a Jitsi Meet meeting in place of our own WebRTC: the same commands, the same state reports
 * (audio/video/screen share from Jitsi's status events, peers from participant events).
 */
export function connectJitsi(
  factory: JitsiApiFactory,
  options: { domain: string; roomName: string; displayName: string; parentNode: unknown },
  onChange: (patch: Partial<FrameState>) => void,
  onLeft: () => void,
): JitsiRoom {
  const api = factory(options.domain, {
    roomName: options.roomName,
    parentNode: options.parentNode,
    width: '100%',
    height: '100%',
    userInfo: { displayName: options.displayName },
    configOverwrite: {
      startWithAudioMuted: false,
      startWithVideoMuted: false,
      prejoinConfig: { enabled: false },
      defaultLanguage: 'tr',
    },
  });
  let peers = 0;
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    onLeft();
  };
  api.addListener('videoConferenceJoined', () => onChange({ phase: peers ? 'connected' : 'waiting' }));
  api.addListener('participantJoined', () => {
    peers++;
    onChange({ peers, phase: 'connected' });
  });
  api.addListener('participantLeft', () => {
    peers = Math.max(0, peers - 1);
    onChange({ peers, phase: peers ? 'connected' : 'waiting' });
  });
  api.addListener('audioMuteStatusChanged', (e) => onChange({ audio: !e.muted }));
  api.addListener('videoMuteStatusChanged', (e) => onChange({ video: !e.muted }));
  api.addListener('screenSharingStatusChanged', (e) => onChange({ screenShare: Boolean(e.on) }));
  api.addListener('videoConferenceLeft', leave);
  api.addListener('readyToClose', leave);
  return {
    command: (command) => api.executeCommand(JITSI_COMMANDS[command]),
    dispose: () => api.dispose(),
  };
}

/** Loads the deployment's IFrame API script once (CSP allows the Jitsi origin only when it is configured). */
export function loadJitsiApi(domain: string): Promise<JitsiApiFactory> {
  type Ctor = new (domain: string, options: Record<string, unknown>) => JitsiApiLike;
  const existing = (window as unknown as { JitsiMeetExternalAPI?: Ctor }).JitsiMeetExternalAPI;
  const factory =
    (C: Ctor): JitsiApiFactory =>
    (d, o) =>
      new C(d, o);
  if (existing) return Promise.resolve(factory(existing));
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://${domain}/external_api.js`;
    script.async = true;
    script.onload = () => {
      const C = (window as unknown as { JitsiMeetExternalAPI?: Ctor }).JitsiMeetExternalAPI;
      if (C) resolve(factory(C));
      else reject(new Error('JitsiMeetExternalAPI missing'));
    };
    script.onerror = () => reject(new Error('Jitsi IFrame API could not be loaded'));
    document.head.append(script);
  });
}
