import type { FrameState } from '@pusula/contracts/video/signalling';
import { describe, expect, it } from 'vitest';
import { connectJitsi, type JitsiApiLike } from './jitsi-room';

/** A stand-in for JitsiMeetExternalAPI: records commands, lets the test fire its events. */
function fakeJitsi() {
  const commands: string[] = [];
  const listeners = new Map<string, ((e: Record<string, unknown>) => void)[]>();
  let options: Record<string, unknown> = {};
  let disposed = false;
  const api: JitsiApiLike = {
    executeCommand: (c) => void commands.push(c),
    addListener: (event, fn) => listeners.set(event, [...(listeners.get(event) ?? []), fn]),
    dispose: () => {
      disposed = true;
    },
  };
  return {
    factory: (_domain: string, o: Record<string, unknown>) => {
      options = o;
      return api;
    },
    commands,
    fire: (event: string, payload: Record<string, unknown> = {}) => {
      for (const fn of listeners.get(event) ?? []) fn(payload);
    },
    options: () => options,
    disposed: () => disposed,
  };
}

describe('the frame on Jitsi Meet', () => {
  it('drives the meeting with the same four commands and reports its state', () => {
    const jitsi = fakeJitsi();
    let state: Partial<FrameState> = {};
    let left = 0;
    const room = connectJitsi(
      jitsi.factory,
      { domain: 'meet.ornek.org', roomName: 'pusula-abc', displayName: 'Ayşe Yılmaz', parentNode: null },
      (patch) => {
        state = { ...state, ...patch };
      },
      () => left++,
    );
    expect(jitsi.options()).toMatchObject({
      roomName: 'pusula-abc',
      userInfo: { displayName: 'Ayşe Yılmaz' },
    });

    for (const c of ['toggleAudio', 'toggleVideo', 'toggleShareScreen', 'hangup'] as const) room.command(c);
    expect(jitsi.commands).toEqual(['toggleAudio', 'toggleVideo', 'toggleShareScreen', 'hangup']);

    jitsi.fire('videoConferenceJoined');
    expect(state.phase).toBe('waiting');
    jitsi.fire('participantJoined');
    expect(state).toMatchObject({ phase: 'connected', peers: 1 });
    jitsi.fire('audioMuteStatusChanged', { muted: true });
    jitsi.fire('screenSharingStatusChanged', { on: true });
    expect(state).toMatchObject({ audio: false, screenShare: true });
    jitsi.fire('participantLeft');
    expect(state).toMatchObject({ phase: 'waiting', peers: 0 });

    jitsi.fire('videoConferenceLeft');
    jitsi.fire('readyToClose');
    expect(left).toBe(1);
    room.dispose();
    expect(jitsi.disposed()).toBe(true);
  });
});
