/**
 * Where a click on a push notification leads (the service worker's notificationclick): a student's notification carries its page in `data.url`
 * (/ogrenci, /ogrenci/hafta, /ogrenci/mesajlar); the staff ones keep the spec §2 routing by `data.type`.
 * Only a path of this site under /ogrenci is followed, so a payload cannot send the click elsewhere.
 */
export function clickTargetFor(data: { type?: unknown; url?: unknown } | null | undefined): string {
  const url = typeof data?.url === 'string' ? data.url : '';
  if (/^\/ogrenci(\/[a-z-]*)?$/.test(url)) return url;
  const type = String(data?.type ?? '').toUpperCase();
  if (type === 'MESSAGE' || type === 'MESSAGE_RECEIVED' || type === 'NEW_MESSAGE')
    return '/dashboard/messages';
  if (type === 'APPOINTMENT' || type.startsWith('APPOINTMENT_')) return '/dashboard/calendar';
  return '/dashboard';
}
