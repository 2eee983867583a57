import type { FrameCommand, FrameState } from '@pusula/contracts/video/signalling';
import { roomTexts as m } from './texts';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The frame's DOM: remote tiles, the local preview, a status line, and controls when opened on its own. */
export class RoomUi {
  private readonly remotes = byId<HTMLElement>('remotes');
  private readonly local = byId<HTMLVideoElement>('local');
  private readonly status = byId<HTMLParagraphElement>('status');
  readonly jitsiContainer = byId<HTMLDivElement>('jitsi');
  private readonly controls = byId<HTMLDivElement>('controls');
  private readonly tiles = new Map<
    string,
    { tile: HTMLDivElement; video: HTMLVideoElement; label: HTMLSpanElement; name: string }
  >();

  setStatus(text: string | null) {
    this.status.textContent = text ?? '';
    this.status.hidden = !text;
  }

  setLocal(stream: MediaStream | null, screen = false) {
    this.local.srcObject = stream;
    this.local.hidden = !stream;
    this.local.classList.toggle('screen', screen);
  }

  showRemote(peerId: string, name: string, stream: MediaStream) {
    let entry = this.tiles.get(peerId);
    if (!entry) {
      const tile = document.createElement('div');
      tile.className = 'tile';
      tile.dataset.peerId = peerId;
      const video = document.createElement('video');
      video.autoplay = true;
      video.playsInline = true;
      video.setAttribute('aria-label', name || m.participant);
      const label = document.createElement('span');
      label.className = 'label';
      label.textContent = name || m.participant;
      tile.append(video, label);
      this.remotes.append(tile);
      entry = { tile, video, label, name: name || m.participant };
      this.tiles.set(peerId, entry);
    }
    if (entry.video.srcObject !== stream) entry.video.srcObject = stream;
    // Autoplay may wait for the stream's first track; play() again is harmless.
    entry.video.play().catch(() => {});
  }

  setRemoteMuted(peerId: string, muted: boolean) {
    const entry = this.tiles.get(peerId);
    if (entry) entry.label.textContent = muted ? `${entry.name} (${m.muted})` : entry.name;
  }

  removeRemote(peerId: string) {
    this.tiles.get(peerId)?.tile.remove();
    this.tiles.delete(peerId);
  }

  clear() {
    for (const peerId of [...this.tiles.keys()]) this.removeRemote(peerId);
    this.setLocal(null);
  }

  showJitsi() {
    this.remotes.hidden = true;
    this.local.hidden = true;
    this.jitsiContainer.hidden = false;
  }

  /** Own buttons for a frame opened directly (the host page has its own controls otherwise). */
  showControls(onCommand: (command: FrameCommand) => void) {
    const make = (command: FrameCommand, className = '') => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.command = command;
      if (className) button.className = className;
      button.addEventListener('click', () => onCommand(command));
      this.controls.append(button);
      return button;
    };
    const audio = make('toggleAudio');
    const video = make('toggleVideo');
    const share = make('toggleShareScreen');
    const hangup = make('hangup', 'hangup');
    hangup.textContent = m.controls.hangup;
    this.controls.hidden = false;
    return (state: FrameState) => {
      audio.textContent = state.audio ? m.controls.audioOn : m.controls.audioOff;
      audio.setAttribute('aria-pressed', String(state.audio));
      video.textContent = state.video ? m.controls.videoOn : m.controls.videoOff;
      video.setAttribute('aria-pressed', String(state.video));
      share.textContent = state.screenShare ? m.controls.shareOn : m.controls.shareOff;
      share.setAttribute('aria-pressed', String(state.screenShare));
      const over = state.phase === 'ended' || state.phase === 'error';
      for (const b of [audio, video, share, hangup]) b.disabled = over;
    };
  }
}
