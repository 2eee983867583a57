import { describe, expect, it } from 'vitest';
import { given } from '../testing';
import {
  FOCUS_MESSAGES,
  type FocusLogCommand,
  type FocusLogEvent,
  focusLogDecider,
  focusLogStreamId,
  focusWeekOf,
} from './focus-log-decider';

// Tuesday 24 November 2026, 12:00 Istanbul (09:00 UTC).
const NOW = '2026-11-24T09:00:00.000Z';
const tyt = { examTarget: 'TYT', classLevel: '11' };

function log(over: Partial<FocusLogCommand['data']> = {}): FocusLogCommand {
  return {
    type: 'LogFocusBlock',
    data: {
      studentId: 'stu',
      blockId: 'b1',
      commandId: 'c1',
      minutes: 25,
      startedAt: '2026-11-24T08:00:00.000Z',
      endedAt: '2026-11-24T08:25:00.000Z',
      courseId: 'tyt-tmat',
      topicId: 'tyt-tmat-003',
      student: tyt,
      loggedBy: 'acc',
      now: NOW,
      ...over,
    },
  };
}

function logged(over: Partial<FocusLogEvent['data']> = {}): FocusLogEvent {
  return {
    type: 'FocusBlockLogged',
    data: {
      studentId: 'stu',
      blockId: 'b1',
      commandId: 'c1',
      minutes: 25,
      startedAt: '2026-11-24T08:00:00.000Z',
      endedAt: '2026-11-24T08:25:00.000Z',
      day: '2026-11-24',
      courseId: 'tyt-tmat',
      topicId: 'tyt-tmat-003',
      loggedBy: 'acc',
      at: NOW,
      ...over,
    },
  };
}

describe('focus log', () => {
  it('logs a finished block on the Istanbul day it started', () => {
    given(focusLogDecider).when(log()).thenEmits([logged()]);
    // 23:50 Istanbul on Monday is still Monday, though UTC says 20:50.
    given(focusLogDecider)
      .when(
        log({
          startedAt: '2026-11-23T20:50:00.000Z',
          endedAt: '2026-11-23T21:15:00.000Z',
          courseId: null,
          topicId: null,
        }),
      )
      .thenEmits([
        logged({
          startedAt: '2026-11-23T20:50:00.000Z',
          endedAt: '2026-11-23T21:15:00.000Z',
          day: '2026-11-23',
          courseId: null,
          topicId: null,
        }),
      ]);
  });

  it('places a block in the stream of its Istanbul week', () => {
    // Sunday 23:30 Istanbul is Sunday 20:30 UTC; Monday 00:30 Istanbul is still Sunday in UTC.
    expect(focusWeekOf('2026-11-29T20:30:00.000Z')).toBe('2026-W48');
    expect(focusWeekOf('2026-11-29T21:30:00.000Z')).toBe('2026-W49');
    expect(focusLogStreamId('stu', '2026-W48')).toBe('focus-log-stu-2026-W48');
  });

  it('takes a block with pauses in it: the span may be longer than the minutes', () => {
    given(focusLogDecider)
      .when(log({ endedAt: '2026-11-24T08:40:00.000Z' }))
      .thenEmits([logged({ endedAt: '2026-11-24T08:40:00.000Z' })]);
  });

  it('refuses minutes outside 1–180 and minutes longer than the span', () => {
    for (const minutes of [0, 181, 2.5])
      given(focusLogDecider)
        .when(log({ minutes }))
        .thenRefuses('VALIDATION', /dakika/);
    given(focusLogDecider)
      .when(log({ minutes: 40 }))
      .thenRefuses('VALIDATION', FOCUS_MESSAGES.longerThanSpan);
  });

  it('refuses an end before the start, and an end in the future beyond a little clock skew', () => {
    given(focusLogDecider)
      .when(log({ endedAt: '2026-11-24T08:00:00.000Z' }))
      .thenRefuses('VALIDATION', FOCUS_MESSAGES.endBeforeStart);
    given(focusLogDecider)
      .when(log({ startedAt: '2026-11-24T08:40:00.000Z', endedAt: '2026-11-24T09:05:00.000Z' }))
      .thenRefuses('VALIDATION', FOCUS_MESSAGES.inFuture);
    // One minute ahead of the server is a client clock, not the future.
    given(focusLogDecider)
      .when(log({ startedAt: '2026-11-24T08:36:00.000Z', endedAt: '2026-11-24T09:01:00.000Z' }))
      .thenEmits([logged({ startedAt: '2026-11-24T08:36:00.000Z', endedAt: '2026-11-24T09:01:00.000Z' })]);
  });

  it("accepts only a course of the student's exam and a topic of that course", () => {
    given(focusLogDecider)
      .when(log({ courseId: 'ayt-mat', topicId: null }))
      .thenRefuses('VALIDATION', FOCUS_MESSAGES.courseNotForStudent);
    given(focusLogDecider)
      .when(log({ courseId: 'yok-boyle-ders', topicId: null }))
      .thenRefuses('VALIDATION', FOCUS_MESSAGES.courseNotForStudent);
    given(focusLogDecider)
      .when(log({ topicId: 'lgs-mat-001' }))
      .thenRefuses('VALIDATION', /bu derse ait değil/);
    given(focusLogDecider)
      .when(log({ courseId: null }))
      .thenRefuses('VALIDATION', FOCUS_MESSAGES.topicWithoutCourse);
    given(focusLogDecider)
      .when(
        log({ courseId: 'lgs-mat', topicId: 'lgs-mat-001', student: { examTarget: 'LGS', classLevel: '8' } }),
      )
      .thenEmits([logged({ courseId: 'lgs-mat', topicId: 'lgs-mat-001' })]);
  });

  it('appends nothing for a block already logged (a retry), and refuses another block over it', () => {
    given(focusLogDecider, [logged()]).when(log()).thenEmits([]);
    given(focusLogDecider, [logged()])
      .when(
        log({
          blockId: 'b2',
          commandId: 'c2',
          startedAt: '2026-11-24T08:10:00.000Z',
          endedAt: '2026-11-24T08:35:00.000Z',
        }),
      )
      .thenRefuses('CONFLICT', FOCUS_MESSAGES.overlap);
    given(focusLogDecider, [logged()])
      .when(
        log({
          blockId: 'b2',
          commandId: 'c2',
          startedAt: '2026-11-24T08:25:00.000Z',
          endedAt: '2026-11-24T08:50:00.000Z',
        }),
      )
      .thenEmits([
        logged({
          blockId: 'b2',
          commandId: 'c2',
          startedAt: '2026-11-24T08:25:00.000Z',
          endedAt: '2026-11-24T08:50:00.000Z',
        }),
      ]);
  });
});
