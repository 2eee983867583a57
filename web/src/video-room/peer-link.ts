import type { PeerInfo, SignalData } from '@pusula/contracts/video/signalling';
import { debug } from './debug';

const UNANSWERED_OFFER_MS = 5_000;

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
  private offeredAt = 0;
  private readonly watchdog: ReturnType<typeof setInterval>;

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

    pc.onnegotiationneeded = () => {
      debug('negotiationneeded', pc.signalingState);
      // The first negotiation is the impolite side's to open. Both ends need one as soon as their link
      // exists, and when the polite side's own offer was in flight as the other's arrived, Chrome's implicit
      // rollback left it answering without ever gathering a candidate (seen in the browser test, which the
      // bundled server's faster relay made hit the collision): the call stayed at "new" for good. The polite
      // side offers only if no offer has come by the watchdog's time.
      if (this.polite && !pc.currentRemoteDescription) {
        setTimeout(() => {
          if (!pc.currentRemoteDescription && pc.signalingState === 'stable') void this.offer();
        }, UNANSWERED_OFFER_MS);
        return;
      }
      void this.offer();
    };
    pc.onsignalingstatechange = () => debug('signaling', pc.signalingState);
    // An offer left unanswered (lost in a reconnect, dropped in a collision) is rolled back and made again.
    this.watchdog = setInterval(() => {
      if (pc.signalingState === 'have-local-offer' && Date.now() - this.offeredAt > UNANSWERED_OFFER_MS)
        void this.offer(true);
    }, UNANSWERED_OFFER_MS / 2);
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

  private async offer(again = false) {
    const { pc } = this;
    try {
      this.makingOffer = true;
      if (again) await pc.setLocalDescription({ type: 'rollback' });
      await pc.setLocalDescription();
      this.offeredAt = Date.now();
      if (pc.localDescription) this.send({ description: descriptionOf(pc.localDescription) });
    } catch (error) {
      debug('offer failed', String(error));
      console.error('[video-room] offer failed', error);
    } finally {
      this.makingOffer = false;
    }
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
      debug('handle', description.type, pc.signalingState, this.makingOffer, this.polite);
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
  async inbound() {
    const out = {
      audioBytes: 0,
      videoBytes: 0,
      framesDecoded: 0,
      connectionState: this.pc.connectionState,
      signalingState: this.pc.signalingState,
    };
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
    clearInterval(this.watchdog);
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.onsignalingstatechange = null;
    this.pc.close();
  }
}

function descriptionOf(d: RTCSessionDescription): NonNullable<SignalData['description']> {
  return { type: d.type, sdp: d.sdp };
}
