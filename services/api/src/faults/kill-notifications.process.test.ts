import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { accountCommandId } from '../commands/command-claims';
import { derivedId } from '../commands/command-ids';
import { eventually } from '../testing-demo';
import { api, loginAs } from '../testing-http';
import { demoDataDir, freePort, startServerProcess, stopProcess } from '../testing-process';
import type { AppRouter } from '../trpc/router';

/**
 * kill -9 of the server while notes are being sent to two coaches who are subscribed to
 * `notifications.live` over tRPC. After the restart (same port, same data), one coach's client reconnects
 * by itself (wsLink resubscribes with the last tracked id), the other opens a new subscription with the
 * `lastEventId` it had kept. The unacknowledged commands are retried with their ids. Pass: each coach has
 * received every notification of its notes exactly once — none missing against the read model, none twice.
 */
interface Item {
  id: string;
  data: { id: string; type: string; data: { noteId?: string } };
}

function subscribe(url: string, token: string, lastEventId: string | null, items: Item[]) {
  const wsClient = createWSClient({
    url: `${url.replace('http', 'ws')}/trpc`,
    connectionParams: { token },
    WebSocket: WebSocket as never,
    retryDelayMs: () => 300,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  const subscription = client.notifications.live.subscribe(lastEventId ? { lastEventId } : undefined, {
    onData: (item) => items.push(item as unknown as Item),
    onError: () => {},
  });
  return {
    close() {
      subscription.unsubscribe();
      wsClient.close();
    },
  };
}

describe('kill -9 and live notifications', () => {
  it('delivers every missed notification once after the restart', async () => {
    const dataDir = demoDataDir('pusula-kill-live-');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let child = await startServerProcess({ DATA_DIR: dataDir }, port);
    try {
      const advisor = await loginAs(url, 'danisman@pusula.dev');
      const students = (await api(url, 'GET', '/api/advisor/students?limit=100', { token: advisor })).body
        .data as { id: string; coachId: string | null }[];
      const pairs: { coachId: string; studentId: string }[] = [];
      for (const s of students)
        if (s.coachId && !pairs.some((p) => p.coachId === s.coachId))
          pairs.push({ coachId: s.coachId, studentId: s.id });
      expect(pairs.length).toBeGreaterThanOrEqual(2);
      const coaches = pairs.slice(0, 2);
      const emails = ['koc@pusula.dev', 'koc2@pusula.dev'];
      const tokens = await Promise.all(emails.map((e) => loginAs(url, e)));
      const me = await Promise.all(tokens.map((token) => api(url, 'GET', '/api/auth/me', { token })));
      // Whose token is whose: pair each coach account with its student.
      const byCoach = new Map(me.map((m, i) => [m.body.data?.user?.id ?? m.body.data?.id, i]));
      const clients = coaches.map((pair) => ({ ...pair, token: tokens[byCoach.get(pair.coachId) ?? -1]! }));
      for (const c of clients) expect(c.token).toBeTruthy();

      const received: Item[][] = [[], []];
      const subs = clients.map((c, i) => subscribe(url, c.token, null, received[i]!));
      await new Promise((r) => setTimeout(r, 500)); // subscriptions registered

      const commands = Array.from({ length: 200 }, (_, i) => ({ commandId: randomUUID(), coach: i % 2 }));
      const body = (c: (typeof commands)[number]) => ({
        commandId: c.commandId,
        coachId: clients[c.coach]!.coachId,
        studentId: clients[c.coach]!.studentId,
        content: `Kesinti notu ${c.commandId.slice(0, 8)}: deneme analizini konuşalım.`,
        priority: 'MEDIUM',
        pageContext: '/advisor/students',
      });
      const acknowledged = new Set<string>();
      let next = 0;
      const writer = async () => {
        while (next < commands.length) {
          const c = commands[next++]!;
          try {
            const res = await api(url, 'POST', '/api/advisor-notes', { token: advisor, body: body(c) });
            if (res.status === 201) acknowledged.add(c.commandId);
          } catch {
            return; // the server is gone
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (acknowledged.size < 30) await new Promise((r) => setTimeout(r, 10));
      await stopProcess(child, 'SIGKILL');
      await Promise.all(writers);
      const sentBeforeKill = next;
      // The second coach's client is gone with the server; it kept the id of the last item it saw.
      subs[1]!.close();
      const kept = received[1]!.at(-1)?.id ?? null;

      child = await startServerProcess({ DATA_DIR: dataDir }, port);
      // Unacknowledged commands sent again with their ids, then the rest of the notes; the second coach
      // comes back only afterwards, so everything since the crash reaches it as backlog.
      for (const c of commands) {
        const res = await api(url, 'POST', '/api/advisor-notes', { token: advisor, body: body(c) });
        expect(res.status).toBe(201);
      }
      const beforeResume = received[1]!.length;
      const resumed = subscribe(url, clients[1]!.token, kept, received[1]!);
      expect(sentBeforeKill).toBeGreaterThan(30);

      // The note id follows from the command id as the server scoped it to the advisor.
      const advisorId = (await api(url, 'GET', '/api/auth/me', { token: advisor })).body.data.user.id;
      const noteOf = (c: (typeof commands)[number]) =>
        derivedId(accountCommandId(advisorId, c.commandId), 'note');
      for (const [i, client] of clients.entries()) {
        const mine = new Set(commands.filter((c) => c.coach === i).map(noteOf));
        const ours = () => received[i]!.filter((item) => mine.has(item.data.data.noteId ?? ''));
        await eventually(
          async () => expect(new Set(ours().map((x) => x.data.data.noteId)).size).toBe(mine.size),
          30_000,
        );
        // Exactly once: no notification id (and no note) twice, across the crash and the resume.
        const ids = ours().map((x) => x.data.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ours().length).toBe(mine.size);
        // And they are the read model's notifications of those notes, no more, no less.
        const pages: { id: string; data: { noteId?: string } }[] = [];
        for (let page = 1; ; page++) {
          const list = await api(url, 'GET', `/api/advisor/notifications?limit=100&page=${page}`, {
            token: client.token,
          });
          expect(list.status).toBe(200);
          pages.push(...list.body.data.notifications);
          if (page * 100 >= list.body.data.total) break;
        }
        const stored = pages
          .filter((n) => mine.has(n.data?.noteId ?? ''))
          .map((n) => n.id)
          .sort();
        expect(stored).toEqual([...ids].sort());
      }
      expect(received[1]!.length).toBeGreaterThan(beforeResume); // the backlog did the work
      subs[0]!.close();
      resumed.close();
      expect(await stopProcess(child, 'SIGTERM')).toBe(0);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 420_000);
});
