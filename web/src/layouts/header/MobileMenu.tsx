import { Menu as MenuIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '../../design/ui/button';
import { chromeTexts as m } from '../../public/texts';
import type { MobileMenuSheetProps } from './MobileMenuSheet';
import { useOnDemand } from './on-demand';

const loadSheet = () => import('./MobileMenuSheet').then((module) => module.MobileMenuSheet);

/**
 * The menu button below 1280px. The sheet (Radix Dialog, MobileMenuSheet) loads on the first touch,
 * hover or focus of the button; a press before it has loaded opens it as soon as it is there.
 */
export function MobileMenu() {
  const { Loaded, prefetch } = useOnDemand<MobileMenuSheetProps>(loadSheet);
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (Loaded) {
    const focused = !!button.current && button.current === document.activeElement;
    return <Loaded initialOpen={asked} focusTrigger={!asked && focused} />;
  }
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      className={buttonClass('ghost', 'sm', 'xl:hidden size-11 px-0')}
      aria-label={m.mobile.open}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        setAsked(true);
        prefetch();
      }}
    >
      <MenuIcon aria-hidden="true" className="size-6" />
    </button>
  );
}
