import { describe, expect, it } from 'vitest';
import { clickTargetFor } from './click-target';

describe('push click target', () => {
  it('opens the student app page a student notification names', () => {
    expect(clickTargetFor({ type: 'message', url: '/ogrenci/mesajlar' })).toBe('/ogrenci/mesajlar');
    expect(clickTargetFor({ type: 'notification', url: '/ogrenci/hafta' })).toBe('/ogrenci/hafta');
    expect(clickTargetFor({ type: 'notification', url: '/ogrenci' })).toBe('/ogrenci');
  });

  it('never follows a url outside the student app or off this site', () => {
    expect(clickTargetFor({ type: 'message', url: 'https://kotu.example/ogrenci' })).toBe(
      '/dashboard/messages',
    );
    expect(clickTargetFor({ type: 'notification', url: '//kotu.example' })).toBe('/dashboard');
    expect(clickTargetFor({ type: 'notification', url: '/admin' })).toBe('/dashboard');
  });

  it('keeps the staff routing by type', () => {
    expect(clickTargetFor({ type: 'message' })).toBe('/dashboard/messages');
    expect(clickTargetFor({ type: 'appointment' })).toBe('/dashboard/calendar');
    expect(clickTargetFor({ type: 'notification' })).toBe('/dashboard');
    expect(clickTargetFor(null)).toBe('/dashboard');
  });
});
