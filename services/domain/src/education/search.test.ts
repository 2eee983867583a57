import { describe, expect, it } from 'vitest';
import { createCatalogue } from './catalogue';
import { catalogue2026 } from './catalogue-2026';
import type { CatalogueData } from './catalogue-data';
import { searchTopics } from './index';
import { searchKey } from './search';

const names = (hits: ReturnType<typeof searchTopics>) => hits.map((h) => h.topic.name);

describe('searchTopics folds case and Turkish letters', () => {
  it.each(['türev', 'TÜREV', 'turev', 'Türev', '  Türev  '])('%j finds "Türev"', (q) => {
    expect(names(searchTopics(q))).toEqual(['Türev']);
  });

  it.each([
    ['ı/i', ['İKLİMLER', 'iklimler', 'ıklımler'], 'İklimler'],
    ['ş/s', ['işçi', 'isci', 'İŞÇİ'], 'İşçi ve Havuz Problemleri'],
    ['ğ/g', ['doğa ve', 'doga ve'], 'Doğa ve İnsan'],
    ['ç/c', ['çokgen', 'cokgen', 'ÇOKGEN'], 'Çokgenler'],
    ['ö/o', ['ögeleri', 'ogeleri'], 'Cümlenin Ögeleri'],
    ['ü/u', ['üslü say', 'uslu say', 'ÜSLÜ SAY'], 'Üslü Sayılar'],
    ['â/a', ['kâr ve', 'kar ve'], 'Kâr ve Zarar Problemleri'],
    ['î/i', ['millî edebiyat', 'milli edebiyat', 'MİLLİ EDEBİYAT'], 'Millî Edebiyat'],
  ])('%s: every spelling finds the topic', (_pair, queries, topic) => {
    for (const q of queries) expect(names(searchTopics(q)), q).toContain(topic);
  });

  it('treats apostrophes as part of the word and other punctuation as a space', () => {
    expect(names(searchTopics('dunyanin'))).toContain("Dünya'nın Şekli ve Hareketleri");
    expect(names(searchTopics('asit baz'))).toContain('Asit-Baz Dengesi');
    expect(searchKey("Türklerin İslamiyet'i Kabulü")).toBe('turklerin islamiyeti kabulu');
  });

  it('returns nothing for an empty or blank query', () => {
    expect(searchTopics('')).toEqual([]);
    expect(searchTopics('  -  ')).toEqual([]);
  });
});

describe('searchTopics hits', () => {
  it('carry the topic, its course and its exam type', () => {
    const [hit] = searchTopics('integral');
    expect(hit).toEqual({
      topic: { id: 'ayt-mat-030', courseId: 'ayt-mat', name: 'İntegral', group: null, order: 30 },
      course: { id: 'ayt-mat', name: 'Matematik' },
      examType: 'AYT',
      match: 'prefix',
    });
  });

  it('list a topic once even when school courses list it too', () => {
    expect(searchTopics('limit ve').map((h) => h.topic.id)).toEqual(['ayt-mat-028']);
  });

  it('use the default limit of 20 and cap any limit at 100', () => {
    expect(searchTopics('a')).toHaveLength(20);
    expect(searchTopics('a', { limit: 5 })).toHaveLength(5);
    expect(searchTopics('a', { limit: 1_000 })).toHaveLength(100);
  });
});

// A small catalogue whose names make prefix, word-prefix and infix matches and Turkish order visible.
const tiny = (topicNames: string[]): CatalogueData => ({
  ...catalogue2026,
  version: 'test',
  scopeYear: 2026,
  scopeNote: null,
  examCourses: [
    {
      id: 'tyt-x',
      name: 'Deneme',
      examType: 'TYT',
      topics: topicNames.map((name, i) => ({ id: `tyt-x-${String(i + 1).padStart(3, '0')}`, name })),
    },
  ],
  schoolCourses: [],
});

describe('search ranking', () => {
  const catalogue = createCatalogue(
    tiny(['Sistematik', 'Mavi', 'Damar', 'Ana Madde', 'Çamaşır', 'Mağara', 'Cemal', 'Zeytin']),
  );

  it('puts prefix matches (of the name or a word) before infix matches, each in Turkish order', () => {
    const hits = catalogue.searchTopics('ma');
    expect(hits.map((h) => [h.match, h.topic.name])).toEqual([
      ['prefix', 'Ana Madde'],
      ['prefix', 'Mağara'],
      ['prefix', 'Mavi'],
      ['infix', 'Cemal'],
      ['infix', 'Çamaşır'],
      ['infix', 'Damar'],
      ['infix', 'Sistematik'],
    ]);
  });

  it('cuts at the limit after ranking', () => {
    expect(names(catalogue.searchTopics('ma', { limit: 2 }))).toEqual(['Ana Madde', 'Mağara']);
    expect(names(catalogue.searchTopics('ma', { limit: 4 }))).toEqual([
      'Ana Madde',
      'Mağara',
      'Mavi',
      'Cemal',
    ]);
  });

  it('orders by the Turkish alphabet, not by code point', () => {
    const all = ['Cam', 'Çay', 'Işık', 'İnce', 'Oda', 'Ödev', 'Uzay', 'Ünite', 'Zil'];
    const everything = createCatalogue(tiny([...all].reverse().map((n) => `${n} x`)));
    expect(names(everything.searchTopics('x', { limit: 100 }))).toEqual(all.map((n) => `${n} x`));
  });
});
