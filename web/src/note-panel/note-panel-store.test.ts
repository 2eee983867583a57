import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canSend, createNotePanelStore, isVisible, type NotePanelStore } from './note-panel-store';

let store: NotePanelStore;
let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  alert = vi.fn();
  store = createNotePanelStore({
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    alert: alert as (m: string) => void,
    logger: { error: vi.fn() },
  });
});
afterEach(() => vi.useRealTimers());

const selectBoth = () =>
  store.select({ studentId: 's1', studentName: 'Mert Koç', coachId: 'c1', coachName: 'Mehmet Kaya' });

describe('floating note panel', () => {
  it('is visible only with a student and a coach selected; priority defaults to NORMAL', () => {
    expect(isVisible(store.get())).toBe(false);
    store.select({ studentId: 's1' });
    expect(isVisible(store.get())).toBe(false);
    store.select({ coachId: 'c1' });
    expect(isVisible(store.get())).toBe(true);
    expect(store.get().priority).toBe('NORMAL');
  });

  it('can send only with trimmed text, coach, student and page context', () => {
    selectBoth();
    expect(canSend(store.get(), '/advisor/students/s1')).toBe(false);
    store.setText('   ');
    expect(canSend(store.get(), '/advisor/students/s1')).toBe(false);
    store.setText(' Deneme sonuçlarına bakalım ');
    expect(canSend(store.get(), '/advisor/students/s1')).toBe(true);
    expect(canSend(store.get(), '')).toBe(false);
    expect(canSend(store.get(), undefined)).toBe(false);
    store.select({ coachId: null });
    expect(canSend(store.get(), '/advisor/students/s1')).toBe(false);
  });

  it('sends the trimmed note, is disabled while sending, shows the overlay for 2 s, then resets text and priority', async () => {
    selectBoth();
    store.setText('  Bu hafta denemeye odaklanalım.  ');
    store.setPriority('HIGH');
    let resolve!: () => void;
    const call = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const sending = store.send('/advisor/students/s1', call);
    expect(store.get().sending).toBe(true);
    expect(canSend(store.get(), '/advisor/students/s1')).toBe(false);
    expect(call).toHaveBeenCalledWith({
      studentId: 's1',
      coachId: 'c1',
      content: 'Bu hafta denemeye odaklanalım.',
      priority: 'HIGH',
      pageContext: '/advisor/students/s1',
    });
    resolve();
    await expect(sending).resolves.toBe(true);
    expect(store.get()).toMatchObject({ sending: false, sent: true });
    vi.advanceTimersByTime(1_999);
    expect(store.get().sent).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.get()).toMatchObject({
      sent: false,
      text: '',
      priority: 'NORMAL',
      studentId: 's1',
      coachId: 'c1',
    });
  });

  it('a failure alerts “Not gönderilirken bir hata oluştu” and keeps the draft', async () => {
    selectBoth();
    store.setText('Not');
    await expect(store.send('/advisor/coaches', () => Promise.reject(new Error('500')))).resolves.toBe(false);
    expect(alert).toHaveBeenCalledWith('Not gönderilirken bir hata oluştu');
    expect(store.get()).toMatchObject({ sending: false, sent: false, text: 'Not' });
  });

  it('a failed note re-sent from „Tekrar dene" ends like an answered send while the draft is still that note', async () => {
    selectBoth();
    store.setText(' Deneme netleri düştü. ');
    store.setPriority('HIGH');
    let payload!: Parameters<NotePanelStore['delivered']>[0];
    await store.send('/advisor/students/s1', (p) => {
      payload = p;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    expect(store.get()).toMatchObject({ sent: false, text: ' Deneme netleri düştü. ' });
    store.delivered(payload);
    expect(store.get()).toMatchObject({ sending: false, sent: true });
    vi.advanceTimersByTime(2_000);
    expect(store.get()).toMatchObject({ sent: false, text: '', priority: 'NORMAL' });
  });

  it('a re-sent note leaves a draft alone once it is another note, and a send under way to itself', async () => {
    selectBoth();
    store.setText('İlk not');
    let payload!: Parameters<NotePanelStore['delivered']>[0];
    await store.send('/advisor/students/s1', (p) => {
      payload = p;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    store.setText('İkinci not, yazılmakta');
    store.delivered(payload);
    expect(store.get()).toMatchObject({ sent: false, text: 'İkinci not, yazılmakta' });
    store.setText('İlk not');
    store.select({ studentId: 's2', studentName: 'Elif Öztürk' });
    store.delivered(payload);
    expect(store.get()).toMatchObject({ sent: false, text: 'İlk not' });

    // While `send` waits for its own answer, the mutation's success is its business: no early overlay.
    store.select({ studentId: 's1', studentName: 'Mert Koç' });
    let resolve!: () => void;
    const sending = store.send('/advisor/students/s1', () => new Promise<void>((r) => (resolve = r)));
    store.delivered(payload);
    expect(store.get()).toMatchObject({ sending: true, sent: false });
    resolve();
    await sending;
    expect(store.get().sent).toBe(true);
  });

  it('a page selecting by itself can start the panel minimised; “Not yaz” (open) always expands it', () => {
    store.select(
      { studentId: 's1', studentName: 'Mert Koç', coachId: 'c1', coachName: 'Mehmet Kaya' },
      { startMinimized: true },
    );
    expect(store.get()).toMatchObject({ studentId: 's1', minimized: true });
    store.open({ studentId: 's2', studentName: 'Elif Öztürk', coachId: 'c1', coachName: 'Mehmet Kaya' });
    expect(store.get()).toMatchObject({ studentId: 's2', minimized: false });
    // Already visible: selecting again with the option does not fold an open panel.
    store.select({ studentId: 's3' }, { startMinimized: true });
    expect(store.get()).toMatchObject({ studentId: 's3', minimized: false });
    store.toggleMinimized();
    store.open({ studentId: 's3' });
    expect(store.get().minimized).toBe(false);
  });

  it('clear empties the draft; reset hides and forgets everything', () => {
    selectBoth();
    store.setText('x');
    store.setPriority('MEDIUM');
    store.toggleMinimized();
    store.clear();
    expect(store.get()).toMatchObject({ text: '', priority: 'NORMAL', minimized: false, studentId: 's1' });
    store.reset();
    expect(store.get()).toMatchObject({ studentId: null, coachId: null, minimized: true, text: '' });
    expect(isVisible(store.get())).toBe(false);
  });

  it('appears collapsed on every width until the advisor chooses, then as they last left it', () => {
    let kept: boolean | null = null;
    const remembering = createNotePanelStore({
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      alert: vi.fn(),
      logger: { error: vi.fn() },
      minimizedChoice: { read: () => kept, write: (m) => (kept = m) },
    });
    const both = { studentId: 's1', studentName: 'Mert Koç', coachId: 'c1', coachName: 'Mehmet Kaya' };
    remembering.select(both);
    expect(remembering.get().minimized).toBe(true);
    remembering.toggleMinimized();
    expect(kept).toBe(false);
    remembering.reset();
    remembering.select(both);
    expect(remembering.get().minimized).toBe(false);
    // A phone page still starts it minimised whatever was chosen on a wide screen.
    remembering.reset();
    remembering.select(both, { startMinimized: true });
    expect(remembering.get().minimized).toBe(true);
    remembering.toggleMinimized();
    remembering.toggleMinimized();
    expect(kept).toBe(true);
  });
});
