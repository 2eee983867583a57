// Before any schema module: zod must not probe eval under the site's CSP.
import '../forms/zod-jitless';
import { KeyRound, UserX } from 'lucide-react';
import { Card, Container, PageHero } from '../design/ui/layout';
import { AccountRequestForm } from '../public/account/AccountRequestForm';
import { accountTexts as m } from '../public/account/texts';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function AccountPage() {
  return (
    <>
      <Seo meta={PAGE_META.account} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Container className="grid gap-6 py-12 lg:grid-cols-2">
        <Card>
          <section id="sifre-sifirlama" aria-labelledby="sifre-baslik" className="scroll-mt-24">
            <h2 id="sifre-baslik" className="flex items-center gap-2 text-xl font-bold text-ink">
              <KeyRound aria-hidden="true" className="size-5 text-brand" />
              {m.reset.heading}
            </h2>
            <p className="mb-5 mt-2 text-ink-muted">{m.reset.text}</p>
            <AccountRequestForm kind="PASSWORD_RESET" />
          </section>
        </Card>
        <Card>
          <section id="hesap-silme" aria-labelledby="silme-baslik" className="scroll-mt-24">
            <h2 id="silme-baslik" className="flex items-center gap-2 text-xl font-bold text-ink">
              <UserX aria-hidden="true" className="size-5 text-danger" />
              {m.deletion.heading}
            </h2>
            <p className="mb-5 mt-2 text-ink-muted">{m.deletion.text}</p>
            <AccountRequestForm kind="ACCOUNT_DELETION" />
          </section>
        </Card>
      </Container>
    </>
  );
}
