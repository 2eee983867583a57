import type { PeerInfo, SignalData } from '@pusula/contracts/video/signalling';

/**
 * One RTCPeerConnection to one remote peer, negotiated with the "perfect negotiation" pattern: both sides
 * add their tracks and offer whenever negotiation is needed; on a collision the polite side rolls back and
 * answers, the impolite side ignores the other's offer. Who is polite follows from the two peer ids, so the
 * two ends always disagree.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  readonly polite: boolean;
  readonly remoteStream = new MediaStream();
  private makingOffer = false;
  private ignoreOffer = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly send: (data: SignalData) => void;

  constructor(
    readonly localPeerId: string,
    readonly remote: PeerInfo,
    options: {
      iceServers: RTCIceServer[];
      /** Local tracks to send; a kind without a track is received only. */
      tracks: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null };
      stream: MediaStream | null;
      send: (data: SignalData) => void;
      onTrack: (stream: MediaStream) => void;
      onStateChange: (state: RTCPeerConnectionState) => void;
    },
  ) {
    this.polite = localPeerId > remote.peerId;
    this.send = options.send;
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    const { pc } = this;

    for (const kind of ['audio', 'video'] as const) {
      const track = options.tracks[kind];
      if (track && options.stream) pc.addTrack(track, options.stream);
      else pc.addTransceiver(kind, { direction: 'recvonly' });
    }

    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) this.send({ description: descriptionOf(pc.localDescription) });
      } catch (error) {
        console.error('[video-room] offer failed', error);
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.send({ candidate: candidate.toJSON() as SignalData['candidate'] });
    };
    pc.ontrack = ({ track }) => {
      if (!this.remoteStream.getTracks().includes(track)) this.remoteStream.addTrack(track);
      options.onTrack(this.remoteStream);
    };
    pc.onconnectionstatechange = () => {
      options.onStateChange(pc.connectionState);
      if (pc.connectionState === 'failed') pc.restartIce();
    };
  }

  /** Messages are handled one after another: a description must be set before the next one arrives. */
  receive(data: SignalData): Promise<void> {
    this.queue = this.queue
      .then(() => this.handle(data))
      .catch((error) => console.error('[video-room]', error));
    return this.queue;
  }

  private async handle({ description, candidate }: SignalData) {
    const { pc } = this;
    if (description) {
      const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      await pc.setRemoteDescription(description as RTCSessionDescriptionInit);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        if (pc.localDescription) this.send({ description: descriptionOf(pc.localDescription) });
      }
      return;
    }
    if (candidate) {
      try {
        await pc.addIceCandidate(candidate as RTCIceCandidateInit);
      } catch (error) {
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  /** Sends another track in place of the current one of that kind (camera ↔ screen), no renegotiation. */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null) {
    const all = this.pc.getTransceivers();
    const sending = all.find((t) => t.sender.track?.kind === kind);
    if (sending) {
      await sending.sender.replaceTrack(track);
      return;
    }
    // Nothing of this kind was sent yet (no camera): start sending on a received-only line; renegotiates.
    const idle = all.find((t) => t.receiver.track.kind === kind && t.currentDirection !== 'stopped');
    if (!idle || !track) return;
    idle.direction = 'sendrecv';
    await idle.sender.replaceTrack(track);
  }

  /** Bytes and frames received so far (the browser test reads them). */
  async inbound(): Promise<{ audioBytes: number; videoBytes: number; framesDecoded: number }> {
    const out = { audioBytes: 0, videoBytes: 0, framesDecoded: 0 };
    const report = await this.pc.getStats();
    report.forEach((s) => {
      if (s.type !== 'inbound-rtp') return;
      if (s.kind === 'audio') out.audioBytes += s.bytesReceived ?? 0;
      if (s.kind === 'video') {
        out.videoBytes += s.bytesReceived ?? 0;
        out.framesDecoded += s.framesDecoded ?? 0;
      }
    });
    return out;
  }

  close() {
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}

function descriptionOf(d: RTCSessionDescription): NonNullable<SignalData['description']> {
  return { type: d.type, sdp: d.sdp };
}
