import type {
  FrameCommand,
  FrameState,
  PeerInfo,
  SignalServerMessage,
} from '@pusula/contracts/video/signalling';
import { SIGNAL_CLOSE } from '@pusula/contracts/video/signalling';
import { debug } from './debug';
import { connectJitsi, type JitsiRoom, loadJitsiApi } from './jitsi-room';
import { PeerLink } from './peer-link';
import type { RoomUi } from './room-ui';
import { openSignal, type SignalConnection } from './signal-client';
import { roomTexts as m } from './texts';

/** Close codes after which reconnecting cannot help. */
const FINAL_CLOSES: number[] = [
  SIGNAL_CLOSE.authFailed,
  SIGNAL_CLOSE.notParticipant,
  SIGNAL_CLOSE.callEnded,
  SIGNAL_CLOSE.replaced,
  SIGNAL_CLOSE.protocol,
];
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * One participant's side of a call: local media, a PeerLink per remote participant (a small mesh), the
 * signalling socket, or — with provider 'jitsi' — a Jitsi meeting driven by the same commands.
 */
export class VideoRoom {
  state: FrameState = {
    phase: 'connecting',
    provider: 'native',
    audio: true,
    video: true,
    screenShare: false,
    peers: 0,
    message: null,
  };
  private signal: SignalConnection | null = null;
  private selfId = '';
  private iceServers: RTCIceServer[] = [];
  private readonly links = new Map<string, PeerLink>();
  private readonly connected = new Set<string>();
  private stream: MediaStream | null = null;
  private mic: MediaStreamTrack | null = null;
  private camera: MediaStreamTrack | null = null;
  private screen: MediaStreamTrack | null = null;
  private jitsi: JitsiRoom | null = null;
  private over = false;
  private attempts = 0;
  /** Messages are handled in order, after local media is ready. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly callId: string,
    private readonly token: string,
    private readonly ui: RoomUi,
    private readonly events: { onState(state: FrameState): void; onHungUp(reason: string | null): void },
  ) {}

  start() {
    this.connect();
  }

  private update(patch: Partial<FrameState>) {
    this.state = { ...this.state, ...patch };
    if (this.state.provider === 'native') {
      const status =
        this.state.phase === 'connecting'
          ? (this.state.message ?? m.connecting)
          : this.state.phase === 'waiting'
            ? m.waiting
            : this.state.phase === 'ended' || this.state.phase === 'error'
              ? this.state.message
              : null;
      this.ui.setStatus(status);
    } else
      this.ui.setStatus(
        this.state.phase === 'ended' || this.state.phase === 'error' ? this.state.message : null,
      );
    this.events.onState(this.state);
  }

  private connect() {
    this.signal = openSignal(this.token, this.callId, {
      onMessage: (message) => {
        this.chain = this.chain
          .then(() => this.handle(message))
          .catch((e) => console.error('[video-room]', e));
      },
      onClose: (code) => {
        this.signal = null;
        if (this.over) return;
        if (FINAL_CLOSES.includes(code)) {
          if (this.state.phase !== 'error' && this.state.phase !== 'ended')
            this.finish('error', m.ended, null);
          return;
        }
        const delay = RECONNECT_MS[Math.min(this.attempts++, RECONNECT_MS.length - 1)]!;
        this.update({ phase: 'connecting', message: m.connectionLost });
        setTimeout(() => {
          if (!this.over) this.connect();
        }, delay);
      },
    });
  }

  private async handle(message: SignalServerMessage) {
    debug(
      'in',
      message.type,
      message.type === 'SIGNAL' ? (message.data.description?.type ?? 'candidate') : '',
    );
    if (this.over) return;
    switch (message.type) {
      case 'AUTH_SUCCESS': {
        this.attempts = 0;
        this.selfId = message.peerId;
        this.iceServers = message.iceServers as RTCIceServer[];
        if (message.provider === 'jitsi' && message.jitsi) {
          if (!this.jitsi) await this.startJitsi(message.jitsi.domain, message.jitsi.roomName, message.name);
          return;
        }
        if (!this.stream && !this.camera && !this.mic) await this.openMedia();
        // A reconnect gets a new peer id: every link is rebuilt.
        for (const peerId of [...this.links.keys()]) this.dropLink(peerId);
        for (const peer of message.peers) this.link(peer);
        this.refresh();
        this.sendState();
        return;
      }
      case 'AUTH_ERROR':
        this.finish('error', message.message, null);
        return;
      case 'PEER_JOINED':
        this.link(message.peer);
        this.refresh();
        return;
      case 'PEER_LEFT':
        this.dropLink(message.peerId);
        this.refresh();
        return;
      case 'SIGNAL': {
        const link =
          this.links.get(message.from) ??
          this.link({ peerId: message.from, participantType: 'ADVISOR', name: '' });
        await link.receive(message.data);
        return;
      }
      case 'PEER_STATE':
        this.ui.setRemoteMuted(message.from, !message.audio);
        return;
      case 'CALL_ENDED':
        this.finish('ended', m.ended, message.reason);
        return;
      default:
        return;
    }
  }

  private async openMedia() {
    const attempts: MediaStreamConstraints[] = [
      { audio: true, video: true },
      { audio: true },
      { video: true },
    ];
    for (const constraints of attempts) {
      try {
        this.stream = await navigator.mediaDevices.getUserMedia(constraints);
        break;
      } catch {
        // try with less
      }
    }
    this.mic = this.stream?.getAudioTracks()[0] ?? null;
    this.camera = this.stream?.getVideoTracks()[0] ?? null;
    this.ui.setLocal(this.camera ? this.stream : null);
    this.update({
      audio: Boolean(this.mic),
      video: Boolean(this.camera),
      message: this.mic && this.camera ? null : m.mediaDenied,
    });
  }

  private link(peer: PeerInfo): PeerLink {
    const existing = this.links.get(peer.peerId);
    if (existing) return existing;
    const link = new PeerLink(this.selfId, peer, {
      iceServers: this.iceServers,
      tracks: { audio: this.mic, video: this.screen ?? this.camera },
      stream: this.stream,
      send: (data) => {
        debug('out', data.description?.type ?? 'candidate', Boolean(this.signal));
        this.signal?.send({ type: 'SIGNAL', to: peer.peerId, data });
      },
      onTrack: (stream) => this.ui.showRemote(peer.peerId, peer.name, stream),
      onStateChange: (state) => {
        if (state === 'connected') this.connected.add(peer.peerId);
        else if (state === 'failed' || state === 'closed' || state === 'disconnected')
          this.connected.delete(peer.peerId);
        this.refresh();
      },
    });
    this.links.set(peer.peerId, link);
    return link;
  }

  private dropLink(peerId: string) {
    this.links.get(peerId)?.close();
    this.links.delete(peerId);
    this.connected.delete(peerId);
    this.ui.removeRemote(peerId);
  }

  private refresh() {
    if (this.over) return;
    this.update({
      peers: this.links.size,
      phase: this.connected.size > 0 ? 'connected' : 'waiting',
      message: this.connected.size > 0 || this.mic ? null : this.state.message,
    });
  }

  private sendState() {
    const { audio, video, screenShare } = this.state;
    this.signal?.send({ type: 'STATE', audio, video, screenShare });
  }

  command(command: FrameCommand) {
    if (this.over) return;
    if (this.jitsi) {
      this.jitsi.command(command);
      return;
    }
    switch (command) {
      case 'toggleAudio':
        if (this.mic) this.mic.enabled = !this.mic.enabled;
        this.update({ audio: Boolean(this.mic?.enabled) });
        break;
      case 'toggleVideo':
        if (this.camera) this.camera.enabled = !this.camera.enabled;
        this.update({ video: Boolean(this.camera?.enabled) });
        break;
      case 'toggleShareScreen':
        void (this.screen ? this.stopShare() : this.startShare());
        return;
      case 'hangup':
        this.finish('ended', m.left, null);
        return;
    }
    this.sendState();
  }

  private async startShare() {
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = display.getVideoTracks()[0];
      if (!track) return;
      this.screen = track;
      track.addEventListener('ended', () => void this.stopShare());
      await Promise.all([...this.links.values()].map((l) => l.replaceTrack('video', track)));
      this.ui.setLocal(display, true);
      this.update({ screenShare: true });
      this.sendState();
    } catch {
      this.update({ screenShare: false, message: m.shareFailed });
    }
  }

  private async stopShare() {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    screen.stop();
    await Promise.all([...this.links.values()].map((l) => l.replaceTrack('video', this.camera)));
    this.ui.setLocal(this.camera ? this.stream : null);
    this.update({ screenShare: false });
    this.sendState();
  }

  private async startJitsi(domain: string, roomName: string, displayName: string) {
    this.update({ provider: 'jitsi', phase: 'connecting' });
    this.ui.showJitsi();
    try {
      const factory = await loadJitsiApi(domain);
      this.jitsi = connectJitsi(
        factory,
        { domain, roomName, displayName, parentNode: this.ui.jitsiContainer },
        (patch) => this.update(patch),
        () => this.finish('ended', m.left, null),
      );
    } catch {
      this.finish('error', m.jitsiFailed, null);
    }
  }

  /** Leaves the call for good: media off, links and socket closed, the host told. */
  private finish(phase: 'ended' | 'error', message: string | null, reason: string | null) {
    if (this.over) return;
    this.over = true;
    this.screen?.stop();
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    for (const peerId of [...this.links.keys()]) this.dropLink(peerId);
    this.jitsi?.dispose();
    this.jitsi = null;
    this.signal?.close();
    this.signal = null;
    this.ui.clear();
    this.state = { ...this.state, phase, message, peers: 0, screenShare: false };
    this.ui.setStatus(message);
    this.events.onState(this.state);
    this.events.onHungUp(reason);
  }

  /** What the browser test reads: bytes and frames received per remote peer, and the local tracks. */
  async stats() {
    const peers = await Promise.all(
      [...this.links.entries()].map(async ([peerId, link]) => ({ peerId, ...(await link.inbound()) })),
    );
    return {
      peers,
      localAudioEnabled: this.mic?.enabled ?? null,
      localVideoEnabled: this.camera?.enabled ?? null,
    };
  }
}
