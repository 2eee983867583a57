import { getRouteApi } from '@tanstack/react-router';
import { StudentDetail } from './StudentDetailPage';

const route = getRouteApi('/advisor-app/advisor/students/$id/$');

/**
 * /advisor/students/{id}/…: no page of its own, so the student's page under the label "Öğrenci Detayı"
 * (spec §2). The route also matches the student's page itself (an empty rest), which shows its tabs as usual.
 */
export default function StudentDetailOtherPage() {
  const { id, _splat: rest } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const otherPage = Boolean(rest);
  return (
    <StudentDetail
      id={id}
      tab={otherPage ? undefined : tab}
      otherPage={otherPage}
      onSelect={(t) =>
        void navigate({
          to: '/advisor/students/$id',
          params: { id },
          search: { tab: t },
          replace: !otherPage,
          resetScroll: false,
        })
      }
    />
  );
}
