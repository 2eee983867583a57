import { educationResponseData as schemas } from '@pusula/contracts/education';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { Metrics } from '../../observability/metrics';
import { createCaller } from '../../trpc/router';

// The catalogue reads no storage, so the procedures touch only the metrics every call records; a stub keeps
// these tests off PGlite.
const deps = { metrics: new Metrics() } as unknown as AppDeps;
const api = createCaller({ deps, token: null, requestId: 'test' }).education;

async function failure(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await call.then(
    () => expect.unreachable('the call should fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return { code: (error as TRPCError).code, message: (error as TRPCError).message };
}

describe('education tRPC procedures', () => {
  it('answer in the contract shapes', async () => {
    schemas.examTypes.parse(await api.examTypes());
    schemas.classLevels.parse(await api.classLevels());
    schemas.fieldOptions.parse(await api.fieldOptions());
    schemas.rankingOptions.parse(await api.rankingOptions());
    expect(schemas.examClasses.parse(await api.examClasses({ examType: 'LGS' })).map((c) => c.code)).toEqual([
      '7',
      '8',
    ]);
    expect(schemas.courses.parse(await api.courses({ examType: 'AYT', classLevel: '12' })).length).toBe(10);
    expect(schemas.topics.parse(await api.topics({ courseId: 'ayt-mat' }))).toMatchObject({
      page: 1,
      limit: 50,
      total: 30,
    });
    expect(
      schemas.topicsByExam.parse(
        await api.topicsByExam({ examType: 'AYT', classLevel: '12', courseId: 'ayt-mat', limit: 2 }),
      ),
    ).toHaveLength(2);
  });

  it.each(['türev', 'TÜREV', 'turev', 'Türev'])('search %j finds "Türev"', async (q) => {
    const hits = schemas.search.parse(await api.searchTopics({ q }));
    expect(hits.map((h) => h.topic.name)).toEqual(['Türev']);
  });

  it('take numbers, with the same defaults and limits as REST', async () => {
    expect(await api.searchTopics({ q: 'a' })).toHaveLength(20);
    expect(await api.searchTopics({ q: 'a', limit: 1000 })).toHaveLength(100);
    expect((await api.topics({ courseId: 'ayt-mat', page: 3, limit: 10 })).items[0]?.order).toBe(21);
    expect(await api.topicsByExam({ examType: 'AYT', classLevel: '12', courseId: 'ayt-mat' })).toHaveLength(
      30,
    );
  });

  it('report unknown codes as NOT_FOUND in Turkish', async () => {
    expect(await failure(api.examClasses({ examType: 'KPSS' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Sınav türü bulunamadı',
    });
    expect(await failure(api.courses({ examType: 'TYT', classLevel: '13' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Sınıf seviyesi bulunamadı',
    });
    expect(await failure(api.topics({ courseId: 'yok' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Ders bulunamadı',
    });
  });

  it('report bad input as BAD_REQUEST in Turkish', async () => {
    expect(await failure(api.topics({ courseId: 'ayt-mat', page: 0 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Sayfa en az 1 olmalı',
    });
    expect(await failure(api.searchTopics({ q: '   ' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Arama metni boş olamaz',
    });
  });
});
