import { REVIEW_API, type ReviewFile } from '@evisa/contracts';
import { staffUrl } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { DESK_NAMESPACE } from '../desk-i18n';
import { fileKindName } from './review-files';

/** The files the answers must match, shown beside them: the photo and the passport copy. */
const COMPARED: readonly ReviewFile['kind'][] = ['mainImg', 'passportCopy'];

/**
 * The photo and the passport copy beside the answers (side by side on a wide screen, below them on a phone), and
 * the submission pack: both converted by the server to the government portal's limits.
 */
export function ReviewCompare({ applicationId, files }: { applicationId: string; files: ReviewFile[] }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const shown = files.filter((file) => COMPARED.includes(file.kind));
  return (
    <aside className="desk-compare__files" aria-labelledby="compare-title">
      <h3 id="compare-title">{t('compare.title')}</h3>
      {shown.map((file) => {
        const name = fileKindName(t, file.kind);
        return (
          <figure key={file.kind} className="desk-compare__figure">
            {file.contentType.startsWith('image/') ? (
              <img className={file.kind === 'mainImg' ? 'desk-compare__photo' : 'desk-compare__scan'} src={staffUrl(file.url)} alt={t('compare.imageOf', { name })} />
            ) : (
              <p>{t('compare.pdf')}</p>
            )}
            <figcaption>
              <a href={staffUrl(file.url)} target="_blank" rel="noreferrer">
                {name}
              </a>
            </figcaption>
          </figure>
        );
      })}
      <h3>{t('compare.packTitle')}</h3>
      <p className="desk-by">{t('compare.packHint')}</p>
      <ul className="desk-compare__pack">
        <li>
          <a href={staffUrl(REVIEW_API.packPhoto(applicationId))} download>
            {t('compare.packPhoto')}
          </a>
        </li>
        <li>
          <a href={staffUrl(REVIEW_API.packPassport(applicationId))} download>
            {t('compare.packPassport')}
          </a>
        </li>
      </ul>
    </aside>
  );
}
