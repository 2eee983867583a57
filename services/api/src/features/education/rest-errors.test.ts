import { educationPaths as paths } from '@pusula/contracts/education';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { getter, messageOf } from './test-client';

let server: RunningServer;
let get: ReturnType<typeof getter>;
beforeAll(async () => {
  server = await startTestServer();
  get = getter(server.url);
});
afterAll(() => server?.close());

describe('education REST: unknown codes are 404 with a Turkish message', () => {
  it.each([
    paths.examClasses('KPSS'),
    paths.courses('KPSS'),
    paths.courses('KPSS', '9'),
    paths.topicsByExam('KPSS', '12', 'ayt-mat'),
  ])('%s: exam type', async (path) => {
    expect(messageOf(await get(path), 404)).toBe('Sınav türü bulunamadı');
  });

  it.each([paths.courses('TYT', '13'), paths.topicsByExam('AYT', 'lise', 'ayt-mat')])(
    '%s: class level',
    async (path) => {
      expect(messageOf(await get(path), 404)).toBe('Sınıf seviyesi bulunamadı');
    },
  );

  it.each([
    paths.topics('kimya'),
    paths.topicsByExam('AYT', '12', 'yok'),
    // A course that exists, but under another exam.
    paths.topicsByExam('AYT', '12', 'tyt-tr'),
  ])('%s: course', async (path) => {
    expect(messageOf(await get(path), 404)).toBe('Ders bulunamadı');
  });
});

describe('education REST: bad queries are 400 with a Turkish message', () => {
  it.each([
    [`${paths.topics('ayt-mat')}?page=0`, 'Sayfa en az 1 olmalı'],
    [`${paths.topics('ayt-mat')}?page=-2`, 'Sayfa en az 1 olmalı'],
    [`${paths.topics('ayt-mat')}?page=1.5`, 'Sayfa tam sayı olmalı'],
    [`${paths.topics('ayt-mat')}?page=iki`, 'Sayfa bir sayı olmalı'],
    [`${paths.topics('ayt-mat')}?limit=0`, 'Sayfa boyutu en az 1 olmalı'],
    [`${paths.topics('ayt-mat')}?limit=on`, 'Sayfa boyutu bir sayı olmalı'],
    [`${paths.search()}`, 'Arama metni boş olamaz'],
    [`${paths.search()}?q=`, 'Arama metni boş olamaz'],
    [`${paths.search()}?q=%20%20`, 'Arama metni boş olamaz'],
    [`${paths.search()}?q=${'a'.repeat(101)}`, 'Arama metni en fazla 100 karakter olabilir'],
    [`${paths.search()}?q=tur&limit=0`, 'Sonuç sayısı en az 1 olmalı'],
    [`${paths.search()}?q=tur&limit=yirmi`, 'Sonuç sayısı bir sayı olmalı'],
    [`${paths.topicsByExam('AYT', '12', 'ayt-mat')}?limit=0`, 'Sonuç sayısı en az 1 olmalı'],
    [`${paths.topicsByExam('AYT', '12', 'ayt-mat')}?limit=x`, 'Sonuç sayısı bir sayı olmalı'],
  ])('%s', async (path, message) => {
    expect(messageOf(await get(path), 400)).toBe(message);
  });
});
