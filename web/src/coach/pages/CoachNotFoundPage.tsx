import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { buttonClass } from '../../design/ui/button';
import { notFound as m } from '../messages';
import { CoachPageHeader } from '../ui';

/** Any other /dashboard/… path inside the coach panel. */
export default function CoachNotFoundPage() {
  return (
    <div className="flex flex-col items-start">
      <CoachPageHeader title={m.title} lead={m.text} />
      <Compass aria-hidden="true" className="mb-4 size-10 text-brand" />
      <Link to="/dashboard" className={buttonClass('secondary', 'md')}>
        {m.back}
      </Link>
    </div>
  );
}
