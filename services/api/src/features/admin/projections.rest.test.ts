import { ALL_PROJECTORS } from '@pusula/projections';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';

describe.each(TEST_STORAGE_KINDS)('read-model status and rebuild for the admin on %s', (storage) => {
  let world: DemoWorld;
  let call: (
    caller: keyof DemoWorld['tokens'] | null,
    method: string,
    path: string,
  ) => ReturnType<typeof api>;
  beforeAll(async () => {
    world = await startDemoWorld({ storage });
    call = (caller, method, path) =>
      api(world.server.url, method, path, { token: caller ? world.tokens[caller] : null });
  });
  afterAll(() => world.server.close());

  const coachNames = async () => {
    const res = await call('admin', 'GET', '/api/admin/accounts?role=COACH&limit=100');
    expect(res.status).toBe(200);
    return res.body.data.accounts.map(
      (a: { email: string; firstName: string }) => `${a.email} ${a.firstName}`,
    );
  };

  it('reports every projector with version, checkpoint, lag and tables', async () => {
    await world.server.deps.runner.catchUp();
    const res = await call('admin', 'GET', '/api/admin/projections');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ status: 'ok', eventStore: expect.any(String), head: expect.any(String) });
    expect(data.projections.map((p: { name: string }) => p.name).sort()).toEqual(
      ALL_PROJECTORS.map((p) => p.name).sort(),
    );
    const directory = data.projections.find((p: { name: string }) => p.name === 'directory');
    expect(directory).toMatchObject({
      active: true,
      lag: 0,
      lagAtLeast: false,
      lastError: null,
      tables: ['organisations', 'organisation_attention_rules', 'accounts', 'students', 'parent_students'],
      rebuildingSince: null,
      checkpoint: expect.any(String),
      checkpointUpdatedAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('refuses everyone but the admin (403, 401) in Turkish', async () => {
    for (const caller of ['advisor1', 'coach1', 'parent'] as const) {
      for (const [method, path] of [
        ['GET', '/api/admin/projections'],
        ['POST', '/api/admin/projections/directory/rebuild'],
      ] as const) {
        const res = await call(caller, method, path);
        expect(res.status, `${caller} ${path}`).toBe(403);
        expect(res.body).toEqual({ success: false, message: 'Bu işlem için yetkiniz yok' });
      }
    }
    expect((await call(null, 'GET', '/api/admin/projections')).status).toBe(401);
  });

  it('answers 404 for an unknown read model and 400 for an empty name', async () => {
    const res = await call('admin', 'POST', '/api/admin/projections/olmayan/rebuild');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Projeksiyon bulunamadı');
    const empty = await call('admin', 'POST', '/api/admin/projections/%20/rebuild');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Projeksiyon adı gerekli');
  });

  it('rebuilds the directory from the log while the coach list keeps answering in full', async () => {
    const before = await coachNames();
    expect(before.length).toBeGreaterThanOrEqual(4);
    // Damage the read model behind the projector's back: only a replay from the log can repair it.
    await world.server.deps.storage.db
      .updateTable('accounts')
      .set({ first_name: 'Bozuk' })
      .where('email', '=', 'koc@pusula.dev')
      .execute();
    expect(await coachNames()).toContain('koc@pusula.dev Bozuk');

    let finished = false;
    const rebuild = call('admin', 'POST', '/api/admin/projections/directory/rebuild').finally(() => {
      finished = true;
    });
    const during: string[][] = [];
    while (!finished) during.push(await coachNames());
    const res = await rebuild;
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'directory',
      checkpoint: expect.any(String),
      durationMs: expect.any(Number),
    });
    // Every answer during the replay was a whole list: the old one or the rebuilt one, never a gap.
    expect(during.length).toBeGreaterThan(0);
    for (const names of during) expect(names.length).toBe(before.length);
    expect(await coachNames()).toEqual(before);
  });

  it('refuses a second rebuild of the same read model while one runs (409)', async () => {
    // Two requests at once; on a loaded machine the first rebuild can end before the second request is
    // read, so the pair is tried a few times: one of them must meet a running rebuild.
    let refused: { status: number; body: { message: string } } | undefined;
    for (let attempt = 0; attempt < 5 && !refused; attempt++) {
      const pair = await Promise.all([
        call('admin', 'POST', '/api/admin/projections/notes/rebuild'),
        call('admin', 'POST', '/api/admin/projections/notes/rebuild'),
      ]);
      // Never both refused, never anything but a rebuild or a refusal.
      expect(pair.map((r) => r.status)).toContain(200);
      for (const r of pair) expect([200, 409]).toContain(r.status);
      refused = pair.find((r) => r.status === 409);
    }
    expect(refused?.body.message).toBe('Bu projeksiyon şu anda yeniden kuruluyor');
    // Once both answered, nothing is left marked as rebuilding.
    const status = await call('admin', 'GET', '/api/admin/projections');
    expect(
      status.body.data.projections.every((p: { rebuildingSince: null }) => p.rebuildingSince === null),
    ).toBe(true);
  });
});
