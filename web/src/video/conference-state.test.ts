import { describe, expect, it } from 'vitest';
import { formatDuration } from '../lib/format';
import { conferenceReducer, INITIAL_CONFERENCE } from './conference-state';

describe('conference state (spec §4 "Video call")', () => {
  it('starts with audio and video on and sharing off, toggles, and resets on end', () => {
    let s = conferenceReducer(INITIAL_CONFERENCE, { type: 'start', callId: 'c1' });
    expect(s).toMatchObject({ active: true, callId: 'c1', audio: true, video: true, screenShare: false });
    s = conferenceReducer(s, { type: 'toggleAudio' });
    s = conferenceReducer(s, { type: 'toggleShareScreen' });
    expect(s).toMatchObject({ audio: false, video: true, screenShare: true });
    expect(conferenceReducer(s, { type: 'end' })).toEqual(INITIAL_CONFERENCE);
  });

  it("takes the frame's report as the truth, and ignores toggles without a call", () => {
    const s = conferenceReducer(conferenceReducer(INITIAL_CONFERENCE, { type: 'start', callId: 'c1' }), {
      type: 'frame',
      state: {
        phase: 'connected',
        provider: 'native',
        audio: false,
        video: true,
        screenShare: false,
        peers: 1,
        message: null,
      },
    });
    expect(s).toMatchObject({ active: true, audio: false, phase: 'connected', peers: 1 });
    expect(conferenceReducer(INITIAL_CONFERENCE, { type: 'toggleVideo' })).toBe(INITIAL_CONFERENCE);
  });

  it('formats durations in Turkish short units', () => {
    expect(formatDuration(0)).toBe('0 sn');
    expect(formatDuration(45)).toBe('45 sn');
    expect(formatDuration(200)).toBe('3 dk 20 sn');
    expect(formatDuration(3900)).toBe('1 sa 05 dk');
  });
});
