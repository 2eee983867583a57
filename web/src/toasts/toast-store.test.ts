import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastForNotification } from './toast-rules';
import { createToastStore, type ToastStore } from './toast-store';

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

const phases = () => store.get().map((t) => `${t.id}:${t.phase}`);

describe('toast timings', () => {
  it('appears after 50 ms, closes after the default 5 s, and is removed after the 300 ms exit', () => {
    store.show({ type: 'success', message: 'Kaydedildi' });
    expect(phases()).toEqual(['t1:entering']);
    vi.advanceTimersByTime(49);
    expect(phases()).toEqual(['t1:entering']);
    vi.advanceTimersByTime(1);
    expect(phases()).toEqual(['t1:visible']);
    vi.advanceTimersByTime(4_999);
    expect(phases()).toEqual(['t1:visible']);
    vi.advanceTimersByTime(1);
    expect(phases()).toEqual(['t1:exiting']);
    vi.advanceTimersByTime(299);
    expect(phases()).toEqual(['t1:exiting']);
    vi.advanceTimersByTime(1);
    expect(phases()).toEqual([]);
  });

  it('a warning stays 10 s by default; a given duration wins', () => {
    store.show({ type: 'warning', message: 'Dikkat' });
    store.show({ type: 'info', message: 'Kısa', duration: 1_000 });
    vi.advanceTimersByTime(50 + 1_000);
    expect(phases()).toEqual(['t1:visible', 't2:exiting']);
    vi.advanceTimersByTime(9_000 - 1);
    expect(phases()).toEqual(['t1:visible']);
    vi.advanceTimersByTime(1);
    expect(phases()).toEqual(['t1:exiting']);
  });

  it('autoClose false stays until dismissed, then leaves with the exit animation', () => {
    const id = store.show({ type: 'message', message: 'Merhaba', autoClose: false });
    vi.advanceTimersByTime(60_000);
    expect(phases()).toEqual(['t1:visible']);
    store.dismiss(id);
    expect(phases()).toEqual(['t1:exiting']);
    vi.advanceTimersByTime(300);
    expect(store.get()).toEqual([]);
  });

  it('keeps at most five, dropping the oldest', () => {
    for (let i = 0; i < 7; i++) store.show({ type: 'info', message: `m${i}` });
    expect(store.get().map((t) => t.message)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
    // The dropped toasts' timers do not bring them back or touch the others.
    vi.advanceTimersByTime(50);
    expect(store.get()).toHaveLength(5);
  });

  it('labels the title with the type when none is given', () => {
    store.show({ type: 'success', message: 'a' });
    store.show({ type: 'warning', message: 'b' });
    store.show({ type: 'error', message: 'c' });
    store.show({ type: 'info', message: 'd' });
    store.show({ type: 'message', message: 'e' });
    expect(store.get().map((t) => t.title)).toEqual(['BAŞARILI', 'UYARI', 'HATA', 'BİLGİ', 'MESAJ']);
  });

  it('pausing holds the auto-close; resuming restarts it', () => {
    const id = store.show({ type: 'info', message: 'a' });
    vi.advanceTimersByTime(50 + 4_000);
    store.pause(id);
    vi.advanceTimersByTime(20_000);
    expect(phases()).toEqual(['t1:visible']);
    store.resume(id);
    vi.advanceTimersByTime(5_000);
    expect(phases()).toEqual(['t1:exiting']);
  });
});

describe('toast rules by notification type', () => {
  const rule = (type: string) => toastForNotification({ type, title: 'Başlık', message: 'Metin' });

  it('MESSAGE_RECEIVED and NEW_MESSAGE give a message toast that stays', () => {
    expect(rule('MESSAGE_RECEIVED')).toMatchObject({ type: 'message', autoClose: false });
    expect(rule('NEW_MESSAGE')).toMatchObject({ type: 'message', autoClose: false });
  });

  it('APPOINTMENT_REMINDER gives a warning for 10 s', () => {
    expect(rule('APPOINTMENT_REMINDER')).toMatchObject({ type: 'warning', duration: 10_000 });
    store.show(rule('APPOINTMENT_REMINDER'));
    vi.advanceTimersByTime(50 + 9_999);
    expect(phases()).toEqual(['t1:visible']);
    vi.advanceTimersByTime(1);
    expect(phases()).toEqual(['t1:exiting']);
  });

  it('APPOINTMENT_REQUEST gives an info toast that stays', () => {
    expect(rule('APPOINTMENT_REQUEST')).toMatchObject({ type: 'info', autoClose: false });
  });

  it('STUDENT_JOINED gives a success toast; SYSTEM_NOTIFICATION and any other type give info', () => {
    expect(rule('STUDENT_JOINED')).toMatchObject({ type: 'success' });
    expect(rule('SYSTEM_NOTIFICATION')).toMatchObject({ type: 'info' });
    expect(rule('NOTE_REPLIED')).toMatchObject({ type: 'info' });
    expect(toastForNotification({ message: 'x' })).toMatchObject({ type: 'info', title: 'BİLDİRİM' });
  });

  it('message toasts from notifications never close by themselves', () => {
    store.show(rule('MESSAGE_RECEIVED'));
    vi.advanceTimersByTime(10 * 60_000);
    expect(phases()).toEqual(['t1:visible']);
  });
});
