import { Button } from '../ui/Button';
import { uiTexts as t } from './texts';

/** Previous/next through a paged list; nothing when it fits one page. */
export function Pagination({
  page,
  total,
  limit,
  onPage,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.page(page, pages)} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span className="text-sm text-ink-muted">{t.page(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
