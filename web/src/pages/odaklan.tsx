import { PageHero } from '../design/ui/layout';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function Page() {
  return (
    <>
      <Seo meta={PAGE_META.focus} />
      <PageHero title={PAGE_META.focus.title ?? 'Pusula'} />
    </>
  );
}
