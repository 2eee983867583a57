import { Container, PageHero } from '../../design/ui/layout';
import { formatLongDate } from '../../lib/format';
import { usePublicConfig } from '../../lib/public-config';
import { type LegalDocumentContent, legalCommon } from './types';

/** Renders a legal text with a table of contents; section anchors are stable (#bolum-1, …). */
export function LegalDocument({ doc }: { doc: LegalDocumentContent }) {
  const { supportEmail } = usePublicConfig();
  return (
    <>
      <PageHero eyebrow={doc.eyebrow} title={doc.title} lead={doc.lead}>
        <p className="mt-4 text-sm text-ink-muted">
          {legalCommon.updated}: <time dateTime={doc.updatedAt}>{formatLongDate(doc.updatedAt)}</time>
        </p>
      </PageHero>
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-toc" className="text-sm font-semibold text-ink">
            {legalCommon.contents}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {doc.sections.map((s, i) => (
              <li key={s.heading}>
                <a href={`#bolum-${i + 1}`} className="text-ink-muted hover:text-ink hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose-pusula">
          {doc.sections.map((s, i) => (
            <section key={s.heading} id={`bolum-${i + 1}`} className="scroll-mt-24">
              <h2>{s.heading}</h2>
              {s.paragraphs?.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.list ? (
                <ul>
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {s.after?.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
          <p className="mt-10">
            {legalCommon.questions} <a href={`mailto:${supportEmail}`}>{supportEmail}</a> {legalCommon.write}
          </p>
        </article>
      </Container>
    </>
  );
}
