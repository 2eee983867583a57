import { describe, expect, it } from 'vitest';
import {
  EDUCATION_CACHE_TTL_MS,
  EDUCATION_ERROR_MESSAGES,
  educationPaths,
  topicSearchQuery,
  topicsByExamQuery,
  topicsQuery,
} from './education';

describe('education query strings', () => {
  it('fills the spec defaults', () => {
    expect(topicsQuery.parse({})).toEqual({ page: 1, limit: 50 });
    expect(topicSearchQuery.parse({})).toEqual({ q: '', limit: 20 });
    expect(topicsByExamQuery.parse({})).toEqual({ limit: 100 });
  });

  it('coerces query-string numbers and caps the search limit at 100', () => {
    expect(topicsQuery.parse({ page: '3', limit: '10' })).toEqual({ page: 3, limit: 10 });
    expect(topicSearchQuery.parse({ q: ' türev ', limit: '500' })).toEqual({ q: 'türev', limit: 100 });
  });

  it('refuses nonsense with Turkish messages', () => {
    const result = topicsQuery.safeParse({ page: '0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Sayfa en az 1 olmalı');
  });
});

describe('education constants', () => {
  it('keeps the lifetimes of spec §9', () => {
    expect(EDUCATION_CACHE_TTL_MS).toMatchObject({
      examTypes: 3_600_000,
      classLevels: 3_600_000,
      examClasses: 1_800_000,
      courses: 1_800_000,
      topics: 900_000,
      search: 300_000,
    });
  });

  it('has a fallback message for every kind of call', () => {
    for (const kind of Object.keys(EDUCATION_CACHE_TTL_MS)) {
      expect(EDUCATION_ERROR_MESSAGES[kind as keyof typeof EDUCATION_ERROR_MESSAGES]).toMatch(/\S/);
    }
  });

  it('builds the documented paths', () => {
    expect(educationPaths.courses('TYT')).toBe('/api/education-system/courses/TYT');
    expect(educationPaths.courses('LGS', '8')).toBe('/api/education-system/courses/LGS/8');
    expect(educationPaths.topicsByExam('AYT', '12', 'ayt-mat')).toBe(
      '/api/education-system/topics/by-exam/AYT/12/ayt-mat',
    );
    expect(educationPaths.studentCourses('s 1')).toBe('/api/education-system/student/s%201/courses');
  });
});
