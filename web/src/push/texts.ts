/** Turkish text of web push: defaults of a foreground notification without title or body, and log lines. */
export const pushTexts = {
  defaultTitle: 'Pusula',
  defaultBody: 'Yeni bir bildiriminiz var.',
  registerFailed: 'Anlık bildirim kaydı yapılamadı',
} as const;
