import { Container, PageHero } from '../design/ui/layout';
import { CatalogueBrowser } from '../education/browser/CatalogueBrowser';
import { catalogueBrowserTexts as m } from '../education/browser/texts';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function CataloguePage() {
  return (
    <>
      <Seo meta={PAGE_META.catalogue} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Container className="py-10">
        <CatalogueBrowser />
      </Container>
    </>
  );
}
