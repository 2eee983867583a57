import { useEffect } from 'react';
import { parentMessages as m } from './messages';

/** "Profilim | Veli Paneli | Pusula". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title =
      title === m.portal ? `${m.portal} | ${m.appName}` : `${title} | ${m.portal} | ${m.appName}`;
  }, [title]);
}
