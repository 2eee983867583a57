import { focusTexts as m } from './texts';
import type { FinishedPhase } from './timer-machine';

/**
 * What a student notices when a phase ends, even in another tab: a short chime (Web Audio, no file), a
 * vibration where the device allows it, and a notification if they allowed notifications.
 */
let audio: AudioContext | null = null;

function chime(): void {
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    void ctx.resume().catch(() => {});
    const at = ctx.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.22, 660],
    ] as const) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, at + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + offset + 0.2);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at + offset);
      osc.stop(at + offset + 0.22);
    }
  } catch {
    // No audio (policy or device): the other signals remain.
  }
}

export function signalPhaseEnd(ended: FinishedPhase): void {
  chime();
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Not allowed here.
  }
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      new Notification(m.notifyTitle(ended.phase), { body: m.notifyBody(ended.phase), tag: 'pusula-odak' });
    } catch {
      // Some browsers allow notifications only from a service worker.
    }
  }
}

/** Asks for notification permission: call it only from a click. */
export async function askNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}
