import { useEffect } from 'react';
import { studentTexts as m } from './texts';

/** "Bugün | Öğrenci | Pusula". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${m.portal} | ${m.appName}`;
  }, [title]);
}
