import { useEffect } from 'react';
import { parentTexts as m } from './texts';

/** "Profilim | Veli Paneli | Pusula". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title =
      title === m.portal ? `${m.portal} | ${m.appName}` : `${title} | ${m.portal} | ${m.appName}`;
  }, [title]);
}
