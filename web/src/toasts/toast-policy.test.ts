import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type PolicyToast,
  placeToast,
  TOASTS_SHOWN_ON_PHONE,
  toastsOfEndedCalls,
  visibleToasts,
} from './toast-policy';
import { isAnnouncedOnPage, toastForNotification } from './toast-rules';
import { createToastStore, type ToastStore } from './toast-store';

const toast = (id: string, key: string, extra: Partial<PolicyToast> = {}): PolicyToast => ({
  id,
  key,
  count: 1,
  phase: 'visible',
  timestamp: 0,
  ...extra,
});

describe('toast policy (pure)', () => {
  it('the same key on screen is counted, not stacked; the newest text wins', () => {
    const first = placeToast([], toast('a', 'k'), 5);
    expect(first).toMatchObject({ kind: 'added', dropped: [] });
    const second = placeToast(first.list, { ...toast('b', 'k'), timestamp: 9 }, 5);
    expect(second).toMatchObject({ kind: 'counted', id: 'a' });
    expect(second.list).toEqual([{ ...toast('a', 'k'), count: 2, timestamp: 9 }]);
  });

  it('a toast already leaving does not take the news: a new toast comes', () => {
    const placed = placeToast([toast('a', 'k', { phase: 'exiting' })], toast('b', 'k'), 5);
    expect(placed).toMatchObject({ kind: 'added', dropped: [] });
    expect(placed.list.map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('different news stacks up to the maximum, dropping the oldest', () => {
    let list: PolicyToast[] = [];
    const dropped: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const placed = placeToast(list, toast(id, id), 5);
      if (placed.kind === 'added') dropped.push(...placed.dropped);
      list = placed.list;
    }
    expect(list.map((t) => t.id)).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(dropped).toEqual(['a']);
  });

  it('on a phone shows the newest three and counts the rest; on a desk all five', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => toast(id, id));
    const { shown, waiting } = visibleToasts(list, TOASTS_SHOWN_ON_PHONE);
    expect(shown.map((t) => t.id)).toEqual(['c', 'd', 'e']);
    expect(waiting).toBe(2);
    expect(visibleToasts(list.slice(0, 2), TOASTS_SHOWN_ON_PHONE)).toMatchObject({ waiting: 0 });
    expect(visibleToasts(list, list.length)).toMatchObject({ waiting: 0 });
  });

  it('a call invitation goes when its call is no longer running, judged by an answer newer than the toast', () => {
    const list = [
      toast('a', 'a', { callId: 'call-1', timestamp: 100 }),
      toast('b', 'b', { callId: 'call-2', timestamp: 100 }),
      toast('c', 'c', { timestamp: 100 }),
      toast('d', 'd', { callId: 'call-3', timestamp: 500 }),
    ];
    expect(toastsOfEndedCalls(list, new Set(['call-2']), 200)).toEqual(['a']);
    // An answer read before the toast came says nothing of its call.
    expect(toastsOfEndedCalls(list, new Set(), 50)).toEqual([]);
  });
});

describe('toast policy in the store', () => {
  let store: ToastStore;
  let n = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    n = 0;
    store = createToastStore(
      {
        setTimeout: (run, ms) => setTimeout(run, ms),
        clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
        now: () => Date.now(),
      },
      () => `t${++n}`,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('five identical notifications make one toast counted ×5, whose time to close starts over', () => {
    const note = { type: 'SYSTEM_NOTIFICATION', title: 'Yeni ödev', message: 'Paragraf' };
    store.show(toastForNotification(note));
    vi.advanceTimersByTime(50 + 4_000);
    for (let i = 0; i < 4; i++) store.show(toastForNotification(note));
    expect(store.get()).toHaveLength(1);
    expect(store.get()[0]).toMatchObject({ id: 't1', count: 5, phase: 'visible' });
    vi.advanceTimersByTime(4_999);
    expect(store.get()[0]?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(store.get()[0]?.phase).toBe('exiting');
  });

  it('the same error twice is one toast; another error is another', () => {
    store.show({ type: 'error', message: 'Kaydedilemedi' });
    store.show({ type: 'error', message: 'Kaydedilemedi' });
    store.show({ type: 'error', message: 'Bağlantı yok' });
    expect(store.get().map((t) => [t.message, t.count])).toEqual([
      ['Kaydedilemedi', 2],
      ['Bağlantı yok', 1],
    ]);
  });

  it('a HIGH priority note is marked high and stays until closed', () => {
    const input = toastForNotification({
      type: 'NEW_NOTE',
      title: 'Yeni danışman notu',
      message: 'Ayşe, Elif hakkında yeni bir not gönderdi (yüksek öncelik).',
      data: { noteId: 'n1', priority: 'HIGH' },
    });
    expect(input).toMatchObject({ priority: 'high', autoClose: false });
    store.show(input);
    vi.advanceTimersByTime(10 * 60_000);
    expect(store.get()[0]).toMatchObject({ priority: 'high', phase: 'visible' });
    expect(toastForNotification({ type: 'NEW_NOTE', data: { priority: 'NORMAL' } })).not.toHaveProperty(
      'priority',
    );
  });

  it("a coach's call to a student or parent is left to the page's incoming-call card", () => {
    const ringing = { type: 'SYSTEM_NOTIFICATION', data: { callId: 'call-2', kind: 'VIDEO_CALL' } };
    expect(isAnnouncedOnPage(ringing)).toBe(true);
    expect(isAnnouncedOnPage({ type: 'APPOINTMENT_REQUEST', data: { callId: 'call-1' } })).toBe(false);
  });

  it('a call invitation names its call and leaves when the call is over', () => {
    const input = toastForNotification({
      type: 'APPOINTMENT_REQUEST',
      title: 'Görüntülü görüşme isteği',
      message: 'Ayşe sizi görüntülü görüşmeye çağırıyor.',
      data: { callId: 'call-1', roomUrl: '/video-room/call-1' },
    });
    expect(input).toMatchObject({ type: 'info', autoClose: false, callId: 'call-1' });
    store.show(input);
    vi.advanceTimersByTime(50);
    store.endCalls(new Set(['call-1']), Date.now());
    expect(store.get()[0]?.phase).toBe('visible');
    store.endCalls(new Set(), Date.now());
    expect(store.get()[0]?.phase).toBe('exiting');
    vi.advanceTimersByTime(300);
    expect(store.get()).toEqual([]);
  });
});
