import type { EventOf, StudyBlockFields } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { planTemplateDecider } from './plan-template-decider';
import { weeklyPlanDecider } from './weekly-plan-decider';

const now = '2026-11-23T09:00:00.000Z';
const week = '2026-W48';
const s = 'stu-1';
const block: StudyBlockFields = {
  day: 1,
  startTime: '17:00',
  durationMinutes: 60,
  courseId: 'ayt-mat',
  topicId: 'ayt-mat-029',
  activity: 'SORU_COZME',
  targetQuestions: 40,
  targetMinutes: null,
  note: null,
};
const planned = (
  blockId: string,
  fields = block,
  source: 'MANUAL' | 'TEMPLATE' | 'COPY' = 'MANUAL',
): EventOf<'StudyBlockPlanned'> => ({
  type: 'StudyBlockPlanned',
  data: { studentId: s, week, blockId, ...fields, source, plannedBy: 'coach-1', at: now },
});
const plan = (blocks: { blockId: string; fields?: StudyBlockFields }[], requireEmptyWeek = false) => ({
  type: 'PlanStudyBlocks' as const,
  data: {
    studentId: s,
    week,
    now,
    blocks: blocks.map((b) => ({ blockId: b.blockId, ...(b.fields ?? block) })),
    source: 'MANUAL' as const,
    plannedBy: 'coach-1',
    requireEmptyWeek,
  },
});

describe('weekly plan decider', () => {
  it('plans blocks whose course and topic are in the catalogue', () => {
    given(weeklyPlanDecider)
      .when(plan([{ blockId: 'b1' }]))
      .thenEmits([planned('b1')]);
  });

  it('refuses an unknown course, a topic of another course and a bad week', () => {
    given(weeklyPlanDecider)
      .when(plan([{ blockId: 'b1', fields: { ...block, courseId: 'ayt-yok' } }]))
      .thenRefuses('VALIDATION', 'Ders katalogda bulunamadı: ayt-yok');
    given(weeklyPlanDecider)
      .when(plan([{ blockId: 'b1', fields: { ...block, topicId: 'ayt-fiz-001' } }]))
      .thenRefuses('VALIDATION', '“Vektörler” konusu bu derse ait değil');
    given(weeklyPlanDecider)
      .when(plan([{ blockId: 'b1', fields: { ...block, topicId: 'yok-999' } }]))
      .thenRefuses('VALIDATION', /Konu katalogda bulunamadı/);
    given(weeklyPlanDecider)
      .when({ ...plan([{ blockId: 'b1' }]), data: { ...plan([{ blockId: 'b1' }]).data, week: '2026-W53' } })
      .thenEmits([{ ...planned('b1'), data: { ...planned('b1').data, week: '2026-W53' } }]);
    given(weeklyPlanDecider)
      .when({ ...plan([{ blockId: 'b1' }]), data: { ...plan([{ blockId: 'b1' }]).data, week: '2025-W53' } })
      .thenRefuses('VALIDATION', 'Geçersiz hafta');
  });

  it('copies into an empty week only', () => {
    given(weeklyPlanDecider, [planned('b1')])
      .when(plan([{ blockId: 'b2' }], true))
      .thenRefuses('CONFLICT', /zaten var/);
    given(weeklyPlanDecider, [
      planned('b1'),
      { type: 'StudyBlockRemoved', data: { studentId: s, week, blockId: 'b1', at: now } },
    ])
      .when(plan([{ blockId: 'b2' }], true))
      .thenEmits([planned('b2')]);
  });

  it('changes a block only when something changed', () => {
    const change = (fields: StudyBlockFields) => ({
      type: 'ChangeStudyBlock' as const,
      data: { studentId: s, week, now, blockId: 'b1', block: fields },
    });
    given(weeklyPlanDecider, [planned('b1')])
      .when(change(block))
      .thenEmits([]);
    given(weeklyPlanDecider, [planned('b1')])
      .when(change({ ...block, targetQuestions: 60 }))
      .thenEmits([
        {
          type: 'StudyBlockChanged',
          data: { studentId: s, week, blockId: 'b1', ...block, targetQuestions: 60, at: now },
        },
      ]);
    given(weeklyPlanDecider).when(change(block)).thenRefuses('NOT_FOUND', 'Çalışma bloğu bulunamadı');
  });

  it('marks done counts the student entered, naming their coach; another student finds no such block', () => {
    const byStudent = (studentId: string) => ({
      type: 'RecordStudyProgress' as const,
      data: {
        studentId,
        week,
        now,
        blockId: 'b1',
        doneQuestions: 20,
        doneMinutes: 45,
        recordedBy: 'student-account-1',
        byStudent: { coachId: 'coach-1' },
      },
    });
    given(weeklyPlanDecider, [planned('b1')])
      .when(byStudent(s))
      .thenEmits([
        {
          type: 'StudyBlockProgressRecorded',
          data: {
            studentId: s,
            week,
            blockId: 'b1',
            doneQuestions: 20,
            doneMinutes: 45,
            recordedBy: 'student-account-1',
            enteredBy: 'STUDENT',
            coachId: 'coach-1',
            at: now,
          },
        },
      ]);
    // A week stream is one student's: a block id of another student's week is simply not in it.
    given(weeklyPlanDecider).when(byStudent('stu-2')).thenRefuses('NOT_FOUND', 'Çalışma bloğu bulunamadı');
  });

  it('records absolute done counts, ignores a repeat and refuses a removed block', () => {
    const record = (doneQuestions: number) => ({
      type: 'RecordStudyProgress' as const,
      data: {
        studentId: s,
        week,
        now,
        blockId: 'b1',
        doneQuestions,
        doneMinutes: null,
        recordedBy: 'coach-1',
      },
    });
    const recorded: EventOf<'StudyBlockProgressRecorded'> = {
      type: 'StudyBlockProgressRecorded',
      data: {
        studentId: s,
        week,
        blockId: 'b1',
        doneQuestions: 35,
        doneMinutes: null,
        recordedBy: 'coach-1',
        at: now,
      },
    };
    given(weeklyPlanDecider, [planned('b1')])
      .when(record(35))
      .thenEmits([recorded]);
    given(weeklyPlanDecider, [planned('b1'), recorded])
      .when(record(35))
      .thenEmits([]);
    given(weeklyPlanDecider, [
      planned('b1'),
      { type: 'StudyBlockRemoved', data: { studentId: s, week, blockId: 'b1', at: now } },
    ])
      .when(record(35))
      .thenRefuses('NOT_FOUND');
  });

  it('removes a block once (a second removal changes nothing)', () => {
    const remove = { type: 'RemoveStudyBlock' as const, data: { studentId: s, week, now, blockId: 'b1' } };
    const removed = {
      type: 'StudyBlockRemoved' as const,
      data: { studentId: s, week, blockId: 'b1', at: now },
    };
    given(weeklyPlanDecider, [planned('b1')])
      .when(remove)
      .thenEmits([removed]);
    given(weeklyPlanDecider, [planned('b1'), removed])
      .when(remove)
      .thenEmits([]);
    given(weeklyPlanDecider).when(remove).thenRefuses('NOT_FOUND');
  });
});

describe('plan template decider', () => {
  const saved = {
    type: 'PlanTemplateSaved' as const,
    data: { templateId: 't1', coachId: 'coach-1', name: 'AYT yoğun hafta', blocks: [block], at: now },
  };
  const save = (coachId: string) => ({
    type: 'SavePlanTemplate' as const,
    data: { templateId: 't1', coachId, name: 'AYT yoğun hafta', blocks: [block], now },
  });
  it('saves and re-saves for its coach only', () => {
    given(planTemplateDecider).when(save('coach-1')).thenEmits([saved]);
    given(planTemplateDecider, [saved]).when(save('coach-1')).thenEmits([saved]);
    given(planTemplateDecider, [saved])
      .when(save('coach-2'))
      .thenRefuses('FORBIDDEN', 'Bu şablon size ait değil');
  });
  it('checks the catalogue of every block', () => {
    given(planTemplateDecider)
      .when({ ...save('coach-1'), data: { ...save('coach-1').data, blocks: [{ ...block, courseId: 'xx' }] } })
      .thenRefuses('VALIDATION', /Ders katalogda bulunamadı/);
  });
  it('deletes once, and a deleted template cannot be saved again', () => {
    const del = { type: 'DeletePlanTemplate' as const, data: { templateId: 't1', coachId: 'coach-1', now } };
    const deleted = {
      type: 'PlanTemplateDeleted' as const,
      data: { templateId: 't1', coachId: 'coach-1', at: now },
    };
    given(planTemplateDecider, [saved]).when(del).thenEmits([deleted]);
    given(planTemplateDecider, [saved, deleted]).when(del).thenEmits([]);
    given(planTemplateDecider, [saved, deleted]).when(save('coach-1')).thenRefuses('NOT_FOUND');
  });
});
