/**
 * FullCalendar injects its stylesheet with an icon font as a `data:` URL, which the site's Content
 * Security Policy (`font-src 'self'`) refuses, with a console error, as soon as the font would load. The
 * panel's calendar uses text buttons (`buttonIcons={false}`), so the font is not needed: its @font-face
 * rule is removed before the calendar renders.
 */
export function dropFullCalendarIconFont(doc: Document = document): number {
  let removed = 0;
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (let i = rules.length - 1; i >= 0; i--) {
      const rule = rules[i];
      if (
        rule &&
        rule.constructor.name === 'CSSFontFaceRule' &&
        (rule as CSSFontFaceRule).style.getPropertyValue('font-family').replace(/["']/g, '') === 'fcicons'
      ) {
        sheet.deleteRule(i);
        removed++;
      }
    }
  }
  return removed;
}
