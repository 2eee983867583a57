import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { buttonClass } from '../design/ui/button';
import { chromeMessages } from '../public/messages';

const m = chromeMessages.comingSoon;

/** Placeholder of the signed-in areas until their screens are built ("yakında"). */
export default function ComingSoonPage() {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <Compass aria-hidden="true" className="size-12 text-brand" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{m.title}</h1>
      <p className="mt-2 text-ink-muted">{m.text}</p>
      <Link to="/" className={buttonClass('secondary', 'md', 'mt-6')}>
        {m.home}
      </Link>
    </div>
  );
}
