import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { buttonClass } from '../../design/ui/button';
import { parentTexts as m } from '../texts';
import { usePageTitle } from '../use-page-title';

/** Any other /parent/… path: says so in the parent context and points back to the dashboard. */
export default function ParentNotFoundPage() {
  usePageTitle(m.notFound.title);
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <Compass aria-hidden="true" className="size-12 text-brand" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{m.notFound.title}</h1>
      <p className="mt-2 text-ink-muted">{m.notFound.text}</p>
      <Link to="/parent/dashboard" className={buttonClass('secondary', 'md', 'mt-6')}>
        {m.profile.toDashboard}
      </Link>
    </div>
  );
}
