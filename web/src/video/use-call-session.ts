import type { VideoParticipantType } from '@pusula/contracts/video/video-constants';
import type { VideoCallDto } from '@pusula/contracts/video/video-schemas';
import { useState } from 'react';
import { serverMessageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { videoTexts as m } from './texts';

/**
 * The caller's side of calls: the active list (polled while not in a call), the call they are in, and
 * join / decline / end with the spec's failure texts.
 */
export function useCallSession(role: Exclude<VideoParticipantType, 'PARENT'> | null) {
  const [current, setCurrent] = useState<VideoCallDto | null>(null);
  const [error, setError] = useState<{ title: string; detail: string | null } | null>(null);
  const utils = trpc.useUtils();
  const active = trpc.video.active.useQuery(undefined, {
    enabled: role !== null,
    refetchInterval: current ? false : 5_000,
  });
  const join = trpc.video.join.useMutation();
  const update = trpc.video.updateStatus.useMutation();
  const end = trpc.video.end.useMutation();
  const refresh = () => utils.video.invalidate();

  return {
    current,
    error,
    calls: active.data ?? [],
    loading: active.isLoading,
    busy: join.isPending || update.isPending || end.isPending,
    /** A call this page has just started (the advisor is in it from the start). */
    enter(call: VideoCallDto) {
      setError(null);
      setCurrent(call);
    },
    fail(title: string, e: unknown) {
      setError({ title, detail: serverMessageOf(e) });
    },
    async join(call: VideoCallDto) {
      if (!role) return;
      setError(null);
      try {
        setCurrent(await join.mutateAsync({ callId: call.id, action: 'join', participantType: role }));
      } catch (e) {
        setError({ title: m.joinFailed, detail: serverMessageOf(e) });
        await refresh();
      }
    },
    async decline(call: VideoCallDto) {
      setError(null);
      try {
        await update.mutateAsync({ callId: call.id, status: 'DECLINED' });
      } catch (e) {
        setError({ title: m.declineFailed, detail: serverMessageOf(e) });
      }
      await refresh();
    },
    async end(call: VideoCallDto) {
      setError(null);
      try {
        await end.mutateAsync({ sessionId: call.id, endReason: 'ADVISOR_ENDED' });
      } catch (e) {
        setError({ title: m.leaveFailed, detail: serverMessageOf(e) });
      }
      await refresh();
    },
    closed() {
      setCurrent(null);
      // The server closes the room once the call lists show the end (signalling-server.ts).
      void refresh();
    },
  };
}

export type CallSession = ReturnType<typeof useCallSession>;
