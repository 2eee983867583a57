/**
 * FullCalendar writes its CSS rule by rule into `<style data-fullcalendar>`, including an icon font as a
 * data: URL that the site's CSP (font-src 'self') refuses, which Chromium reports as a console error. We
 * create that element first and leave the @font-face rule out; the toolbar uses text buttons instead.
 */
function prepareCalendarStyles() {
  if (typeof document === 'undefined' || document.querySelector('style[data-fullcalendar]')) return;
  const el = document.createElement('style');
  el.setAttribute('data-fullcalendar', '');
  document.head.prepend(el); // before the site's CSS, where FullCalendar would put it
  const sheet = el.sheet;
  if (!sheet) return;
  const insert = sheet.insertRule.bind(sheet);
  // Appended in order: with a rule left out, FullCalendar's own indexes would point past the end.
  sheet.insertRule = (rule: string) =>
    rule.trimStart().startsWith('@font-face') ? sheet.cssRules.length : insert(rule, sheet.cssRules.length);
}
prepareCalendarStyles();
