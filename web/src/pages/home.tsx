import { HomeHero } from '../public/home/HomeHero';
import { BeforeAfter, CallToAction, HowItWorks, Promises } from '../public/home/HomeSections';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function HomePage() {
  return (
    <>
      <Seo meta={PAGE_META.home} />
      <HomeHero />
      <Promises />
      <HowItWorks />
      <BeforeAfter />
      <CallToAction />
    </>
  );
}
