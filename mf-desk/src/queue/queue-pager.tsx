import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { DESK_NAMESPACE } from '../desk-i18n';

/** Which page of the queue is shown, of how many, with the previous and next pages; nothing when one page holds all. */
export function QueuePager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1) return null;
  return (
    <nav aria-label={t('queue.pages')} className="button-row">
      <p>{t('queue.pageOf', { page, pages, total })}</p>
      {page > 1 && (
        <Button variant="secondary" onClick={() => onPage(page - 1)}>
          {t('queue.previous')}
        </Button>
      )}
      {page < pages && (
        <Button variant="secondary" onClick={() => onPage(page + 1)}>
          {t('queue.next')}
        </Button>
      )}
    </nav>
  );
}
