import type { FramePhase, FrameState } from '@pusula/contracts/video/signalling';

/**
 * The host page's conference state (spec §4 "Video call"): active flag, audio, video, screen share. A call
 * starts with audio on, video on, screen share off; ending resets to these. Toggles flip at once (the
 * frame gets the command); the frame's own report then wins (no microphone: audio stays off).
 */
export interface ConferenceState {
  active: boolean;
  callId: string | null;
  audio: boolean;
  video: boolean;
  screenShare: boolean;
  phase: FramePhase | 'idle';
  peers: number;
  message: string | null;
}

export const INITIAL_CONFERENCE: ConferenceState = {
  active: false,
  callId: null,
  audio: true,
  video: true,
  screenShare: false,
  phase: 'idle',
  peers: 0,
  message: null,
};

export type ConferenceAction =
  | { type: 'start'; callId: string }
  | { type: 'toggleAudio' }
  | { type: 'toggleVideo' }
  | { type: 'toggleShareScreen' }
  | { type: 'frame'; state: FrameState }
  | { type: 'end' };

export function conferenceReducer(state: ConferenceState, action: ConferenceAction): ConferenceState {
  switch (action.type) {
    case 'start':
      return { ...INITIAL_CONFERENCE, active: true, callId: action.callId, phase: 'connecting' };
    case 'end':
      return INITIAL_CONFERENCE;
    default:
      if (!state.active) return state;
      switch (action.type) {
        case 'toggleAudio':
          return { ...state, audio: !state.audio };
        case 'toggleVideo':
          return { ...state, video: !state.video };
        case 'toggleShareScreen':
          return { ...state, screenShare: !state.screenShare };
        case 'frame': {
          const { audio, video, screenShare, phase, peers, message } = action.state;
          return { ...state, audio, video, screenShare, phase, peers, message };
        }
      }
  }
}
