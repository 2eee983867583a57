import { randomUUID } from 'node:crypto';
import {
  type PeerInfo,
  SIGNAL_CLOSE,
  SIGNAL_MAX_MESSAGE_BYTES,
  SIGNAL_PATH,
  type SignalServerMessage,
  type VideoParticipantType,
} from '@pusula/contracts';
import { holdsVideoSlot, videoCallStreamId, videoSlotStatus } from '@pusula/domain';
import type { WebSocket, WebSocketServer } from 'ws';
import type { AppDeps } from '../app-deps';
import {
  loadCallState,
  participantOf,
  participantTypeOf,
  updateCallStatus,
  VIDEO_PROJECTOR,
} from '../features/video/video-service';
import { log } from '../observability/logger';
import { type Entrance, socketServer, TOO_MANY_SIGN_INS, WS_CLOSE, type WsDoor } from '../ws/ws-door';
import { parseClientMessage } from './client-messages';

interface Peer {
  peerId: string;
  ws: WebSocket;
  userId: string;
  role: VideoParticipantType;
  participantType: VideoParticipantType;
  name: string;
}

interface Room {
  callId: string;
  peers: Map<string, Peer>;
  /** Next stream version to read when looking for the end of the call. */
  nextVersion: bigint;
}

export const SIGNAL_TEXTS = {
  authRequired: 'Önce AUTH mesajı gönderin',
  authFailed: 'Oturum geçersiz; lütfen yeniden giriş yapın',
  notParticipant: 'Bu görüşmeye katılma yetkiniz yok',
  notJoined: 'Önce görüşmeye katılın',
  ended: 'Görüşme sona erdi',
  protocol: 'Geçersiz mesaj',
  tooMany: 'Çok fazla mesaj',
  shuttingDown: 'Sunucu kapanıyor',
  sessionEnded: 'Oturumunuz sona erdi',
  tooManyAttempts: TOO_MANY_SIGN_INS,
} as const;

/** Messages a peer may send per window before it is cut off (ICE trickle is bursty, but not this bursty). */
const RATE = { windowMs: 10_000, max: 400 };
const HEARTBEAT_MS = 30_000;
const PRESENT = new Set(['JOINED', 'CONNECTED', 'DISCONNECTED']);

const send = (ws: WebSocket, message: SignalServerMessage) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
};

/**
 * The WebRTC signalling channel of the conference frame (`/signal`). Authentication by token in the first
 * message; a room per call that only the call's participants enter (checked on the call's stream); SIGNAL
 * messages relayed only between peers of the same room. Connection changes are recorded on the call
 * (CONNECTED / DISCONNECTED), and when the call ends — by anyone, in any process — the room is told and
 * closed: the server follows the event store's append notifications for the rooms it holds. Sockets come in
 * through the door (one AUTH checked at a time, limits per address, the auth timeout); a revoked session
 * ends its sockets at once.
 */
export function createSignallingServer(deps: AppDeps, door: WsDoor) {
  const wss = socketServer(SIGNAL_MAX_MESSAGE_BYTES);
  const rooms = new Map<string, Room>();
  const alive = new WeakSet<WebSocket>();

  const report = (peer: Peer, callId: string, status: 'CONNECTED' | 'DISCONNECTED') => {
    updateCallStatus(deps, peer, callId, peer.participantType, status, randomUUID()).catch(() => {
      // The call may have ended or the participant left meanwhile: nothing to record then.
    });
  };

  const closeRoom = (room: Room, reason: string) => {
    rooms.delete(room.callId);
    for (const peer of room.peers.values()) {
      send(peer.ws, { type: 'CALL_ENDED', reason });
      peer.ws.close(SIGNAL_CLOSE.callEnded, SIGNAL_TEXTS.ended);
    }
    room.peers.clear();
  };

  // Follow the streams of open rooms: an end written by a REST call, the scheduler or another process.
  let checking = false;
  let again = false;
  const checkRooms = async () => {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        for (const room of [...rooms.values()]) {
          const events = await deps.storage.store.readStream(videoCallStreamId(room.callId), {
            from: room.nextVersion,
          });
          if (events.length) room.nextVersion = events[events.length - 1]!.version + 1n;
          const end = events.find((e) => e.type === 'VideoCallEnded');
          if (!end) continue;
          // Told the call ended, the participants read their call lists again: the end must be in them.
          await deps.runner.waitFor(end.position, [VIDEO_PROJECTOR]).catch(() => {});
          closeRoom(room, (end.data as { reason: string }).reason);
        }
      } while (again);
    } catch (error) {
      log.error({ component: 'signal', err: error }, 'could not follow call streams');
    } finally {
      checking = false;
    }
  };
  const unsubscribe = deps.storage.store.onAppended(() => {
    if (rooms.size > 0) void checkRooms();
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  async function admit(
    entrance: Entrance,
    token: string,
    callId: string,
  ): Promise<{ peer: Peer; room: Room } | null> {
    const { ws } = entrance;
    const refuse = (message: string, code: number, reason: string) => {
      send(ws, { type: 'AUTH_ERROR', message });
      entrance.refuse(code, reason);
      return null;
    };
    const check = await entrance.check(token);
    if (check.outcome === 'busy') return null;
    if (check.outcome === 'limited') return refuse(SIGNAL_TEXTS.tooManyAttempts, WS_CLOSE.tooMany, 'rate');
    if (check.outcome === 'invalid') return refuse(SIGNAL_TEXTS.authFailed, SIGNAL_CLOSE.authFailed, 'auth');
    const { user } = check;
    const participantType = participantTypeOf(user.role);
    if (!participantType)
      return refuse(SIGNAL_TEXTS.notParticipant, SIGNAL_CLOSE.notParticipant, 'participant');
    // A student's slot holds her student id, found from her account.
    const me = await participantOf(deps, user);
    const { state, nextVersion } = await loadCallState(deps, callId);
    const slot = videoSlotStatus(state, me);
    if (!holdsVideoSlot(state, me))
      return refuse(SIGNAL_TEXTS.notParticipant, SIGNAL_CLOSE.notParticipant, 'participant');
    if (state.ended) return refuse(SIGNAL_TEXTS.ended, SIGNAL_CLOSE.callEnded, 'ended');
    if (!slot || !PRESENT.has(slot))
      return refuse(SIGNAL_TEXTS.notJoined, SIGNAL_CLOSE.notParticipant, 'join first');
    const account = await deps.storage.db
      .selectFrom('accounts')
      .select(['first_name', 'last_name'])
      .where('id', '=', user.userId)
      .executeTakeFirst();
    if (ws.readyState !== ws.OPEN) return null;
    const peer: Peer = {
      peerId: randomUUID(),
      ws,
      userId: user.userId,
      role: participantType,
      participantType,
      name: account ? `${account.first_name} ${account.last_name}` : '',
    };
    entrance.admit(user, () => refuse(SIGNAL_TEXTS.sessionEnded, SIGNAL_CLOSE.authFailed, 'session ended'));
    let room = rooms.get(callId);
    if (!room) {
      room = { callId, peers: new Map(), nextVersion };
      rooms.set(callId, room);
    }
    // The same person again (a reload, a second tab): the newer connection wins.
    for (const other of [...room.peers.values()]) {
      if (other.userId === peer.userId && other.participantType === participantType) {
        room.peers.delete(other.peerId);
        for (const p of room.peers.values()) send(p.ws, { type: 'PEER_LEFT', peerId: other.peerId });
        other.ws.close(SIGNAL_CLOSE.replaced, 'replaced');
      }
    }
    const info = (p: Peer): PeerInfo => ({
      peerId: p.peerId,
      participantType: p.participantType,
      name: p.name,
    });
    const video = deps.config.video;
    send(ws, {
      type: 'AUTH_SUCCESS',
      peerId: peer.peerId,
      participantType,
      name: peer.name,
      peers: [...room.peers.values()].map(info),
      provider: video.provider,
      iceServers: video.iceServers,
      jitsi:
        video.provider === 'jitsi' && video.jitsiDomain
          ? { domain: video.jitsiDomain, roomName: `pusula-${callId}` }
          : null,
    });
    for (const other of room.peers.values()) send(other.ws, { type: 'PEER_JOINED', peer: info(peer) });
    room.peers.set(peer.peerId, peer);
    if (slot !== 'CONNECTED') report(peer, callId, 'CONNECTED');
    // An end appended while we were checking would otherwise wait for the next append to be noticed.
    void checkRooms();
    return { peer, room };
  }

  wss.on('connection', (ws: WebSocket) => {
    const entrance = door.entranceOf(ws);
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    let joined: { peer: Peer; room: Room } | null = null;
    let windowStart = Date.now();
    let count = 0;
    send(ws, { type: 'AUTH_REQUIRED' });

    ws.on('message', (raw, isBinary) => {
      // While the AUTH is checked, and once refused, the client waits for the answer or the close.
      if (!joined && !entrance.waiting) return;
      const now = Date.now();
      if (now - windowStart > RATE.windowMs) {
        windowStart = now;
        count = 0;
      }
      if (++count > RATE.max) {
        send(ws, { type: 'ERROR', message: SIGNAL_TEXTS.tooMany });
        ws.close(SIGNAL_CLOSE.protocol, 'rate');
        return;
      }
      const message = isBinary ? null : parseClientMessage(raw.toString());
      if (!message) {
        send(ws, { type: 'ERROR', message: SIGNAL_TEXTS.protocol });
        ws.close(SIGNAL_CLOSE.protocol, 'protocol');
        return;
      }
      if (!joined) {
        if (message.type !== 'AUTH') {
          send(ws, { type: 'AUTH_REQUIRED' });
          return;
        }
        admit(entrance, message.token, message.callId).then(
          (result) => {
            joined = result;
          },
          (error: unknown) => {
            log.error({ component: 'signal', err: error }, 'admission failed');
            entrance.refuse(1011, 'error');
          },
        );
        return;
      }
      const { peer, room } = joined;
      switch (message.type) {
        case 'SIGNAL': {
          const target = room.peers.get(message.to);
          if (target) send(target.ws, { type: 'SIGNAL', from: peer.peerId, data: message.data });
          return;
        }
        case 'STATE':
          for (const other of room.peers.values())
            if (other !== peer)
              send(other.ws, {
                type: 'PEER_STATE',
                from: peer.peerId,
                audio: message.audio,
                video: message.video,
                screenShare: message.screenShare,
              });
          return;
        case 'LEAVE':
          ws.close(1000, 'leave');
          return;
        case 'AUTH':
          return; // already in
      }
    });

    ws.on('close', () => {
      if (!joined) return;
      const { peer, room } = joined;
      if (room.peers.get(peer.peerId) !== peer) return; // replaced, or the room closed with the call
      room.peers.delete(peer.peerId);
      for (const other of room.peers.values()) send(other.ws, { type: 'PEER_LEFT', peerId: peer.peerId });
      if (room.peers.size === 0) rooms.delete(room.callId);
      report(peer, room.callId, 'DISCONNECTED');
    });
    ws.on('error', () => {});
  });

  return {
    wss,
    /** For the upgrade router. */
    routes: { [SIGNAL_PATH]: wss } as Record<string, WebSocketServer>,
    close() {
      unsubscribe();
      clearInterval(heartbeat);
      rooms.clear();
      for (const ws of wss.clients) ws.close(1001, SIGNAL_TEXTS.shuttingDown);
    },
  };
}
