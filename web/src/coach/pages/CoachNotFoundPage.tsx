import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { EmptyState } from '../../design/portal-ui/states';
import { buttonClass } from '../../design/ui/button';
import CoachAppLayout from '../../layouts/CoachAppLayout';
import { PageHeader } from '../../portal/PageHeader';
import { coachNotFound as m } from '../texts';

/**
 * Any /dashboard/… path that is not a coach page: the panel's own frame (signed in) with a way back, not
 * the public site's 404. Reached through the root's not-found handler, as a splat under /dashboard would
 * also match /dashboard itself.
 */
export default function CoachNotFoundPage() {
  return (
    <CoachAppLayout>
      <PageHeader title={m.title} />
      <EmptyState
        icon={Compass}
        title={m.title}
        text={m.text}
        action={
          <Link to="/dashboard" className={buttonClass('primary')}>
            {m.home}
          </Link>
        }
      />
    </CoachAppLayout>
  );
}
