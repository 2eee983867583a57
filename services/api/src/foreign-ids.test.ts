import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './errors';
import type { RunningServer } from './server';
import { startTestServer } from './testing';
import { api, loginAs } from './testing-http';

const STORAGES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/**
 * Where a caller may name a coach or an advisor, a name that is not theirs to use is refused with 403 and
 * nothing is written, instead of being quietly replaced by the caller's own id; their own id still works.
 */
describe.each(STORAGES)('foreign coach and advisor ids on %s', (storage) => {
  let server: RunningServer;
  let url: string;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const forbidden = (res: { status: number; body: { message?: string } }) => {
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.forbidden);
  };

  beforeAll(async () => {
    server = await startTestServer({ storage, config: { seedDemo: true } });
    url = server.url;
    const accounts = {
      advisor1: 'danisman@pusula.dev',
      advisor2: 'danisman2@pusula.dev',
      coach1: 'koc@pusula.dev',
      coach2: 'koc2@pusula.dev',
      coach4: 'koc4@pusula.dev',
    };
    for (const [name, email] of Object.entries(accounts)) {
      token[name] = await loginAs(url, email);
      id[name] = (await api(url, 'GET', '/api/auth/me', { token: token[name] })).body.data.user.id;
    }
  });
  afterAll(() => server.close());

  const messageRows = async () =>
    (await server.deps.storage.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM messages')).rows[0]!
      .n;
  const conversation = (advisor: string, participant: string) =>
    server.deps.storage.store.readStream(`conversation-${advisor}--${participant}`);

  it("refuses a coach's message that names another coach, and sends it under the coach's own id", async () => {
    const send = (body: object) =>
      api(url, 'POST', '/api/advisor/messages', {
        token: token.coach2,
        body: { content: 'Merhaba', ...body },
      });
    const [rows, mine, theirs] = [
      await messageRows(),
      await conversation(id.advisor1!, id.coach2!),
      await conversation(id.advisor1!, id.coach1!),
    ];
    forbidden(await send({ coachId: id.coach1 }));
    forbidden(await send({ coachId: id.coach1, advisorId: id.advisor1, senderType: 'COACH' }));
    expect(await messageRows()).toBe(rows);
    expect(await conversation(id.advisor1!, id.coach2!)).toEqual(mine);
    expect(await conversation(id.advisor1!, id.coach1!)).toEqual(theirs);

    const own = await send({ coachId: id.coach2, advisorId: id.advisor1 });
    expect(own.status).toBe(201);
    expect(own.body.data.message).toMatchObject({ advisorId: id.advisor1, senderId: id.coach2 });
    // The advisor named must be the coach's own, as before.
    const otherAdvisor = await send({ advisorId: id.advisor2 });
    expect(otherAdvisor.status).toBe(403);
    expect(otherAdvisor.body.message).toBe('Yalnızca kendi danışmanınıza mesaj gönderebilirsiniz');
  });

  it("refuses an advisor's message that names another advisor", async () => {
    const send = (body: object) =>
      api(url, 'POST', '/api/advisor/messages', {
        token: token.advisor2,
        body: { content: 'Merhaba', coachId: id.coach4, ...body },
      });
    const [rows, theirs] = [await messageRows(), await conversation(id.advisor1!, id.coach4!)];
    forbidden(await send({ advisorId: id.advisor1 }));
    expect(await messageRows()).toBe(rows);
    expect(await conversation(id.advisor1!, id.coach4!)).toEqual(theirs);
    const own = await send({ advisorId: id.advisor2 });
    expect(own.status).toBe(201);
    expect(own.body.data.message).toMatchObject({ advisorId: id.advisor2, senderId: id.advisor2 });
  });

  it("refuses a coach's attention queue of another coach, over REST and tRPC", async () => {
    forbidden(await api(url, 'GET', `/api/attention-queue?coachId=${id.coach1}`, { token: token.coach2 }));
    const trpc = await fetch(
      `${url}/trpc/studentRecord.attention?input=${encodeURIComponent(JSON.stringify({ coachId: id.coach1 }))}`,
      { headers: { authorization: `Bearer ${token.coach2}` } },
    );
    expect(trpc.status).toBe(403);
    const own = await api(url, 'GET', `/api/attention-queue?coachId=${id.coach2}`, { token: token.coach2 });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(
      (await api(url, 'GET', '/api/attention-queue', { token: token.coach2 })).body.data,
    );
    // An advisor naming another advisor's coach: 403 as before.
    forbidden(await api(url, 'GET', `/api/attention-queue?coachId=${id.coach4}`, { token: token.advisor1 }));
  });

  it('refuses a student created for another advisor, and creates one for the caller when they name themselves', async () => {
    const create = (lastName: string, advisorId: string) =>
      api(url, 'POST', '/api/advisor/students', {
        token: token.advisor2,
        body: { firstName: 'Yabancı', lastName, classLevel: '10', examTarget: 'TYT', advisorId },
      });
    const named = async (lastName: string) =>
      (
        await server.deps.storage.sql.query<{ advisor_id: string }>(
          "SELECT advisor_id FROM students WHERE first_name = 'Yabancı' AND last_name = $1",
          [lastName],
        )
      ).rows;
    forbidden(await create('Başkasının', id.advisor1!));
    expect(await named('Başkasının')).toEqual([]);
    const own = await create('Kendisinin', id.advisor2!);
    expect(own.status).toBe(201);
    expect(own.body.data.advisorId).toBe(id.advisor2);
    expect(await named('Kendisinin')).toEqual([{ advisor_id: id.advisor2 }]);
  });
});
