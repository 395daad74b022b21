import { Link, useParams } from '@evisa/routing';
import { deskApplicationPath, REVIEW_API, type ApplicationReview, type CorrectionRound, type ReviewFile } from '@evisa/contracts';
import { staffUrl } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';
import { DESK_NAMESPACE } from '../desk-i18n';
import { DOCUMENTS_NAMESPACE } from '../documents-i18n';
import { fileKindName } from '../review/review-files';
import { useStaffResource } from '../session/use-staff-resource';
import './documents.css';

/** /agency/applications/:id/documents: the photo and every document of a paid application, to look at and download. */
export default function DeskDocumentsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const { data: review, failure } = useStaffResource<ApplicationReview>(REVIEW_API.review(id));
  // The rounds only mark what the applicant sent back; without them nothing is marked.
  const rounds = useStaffResource<CorrectionRound[]>(`${REVIEW_API.review(id)}/corrections`);
  const roundsSettled = rounds.data !== undefined || rounds.failure !== '';
  const last = rounds.data?.at(-1);
  const changed = last?.changed && review?.item.state !== 'changes_requested' ? last.changed.documents : [];

  return (
    <section data-screen="mf_desk/Documents" className="desk-documents">
      <p>
        <Link to={deskApplicationPath(id)}>{t('backToApplication', { id })}</Link>
      </p>
      <PageTitle title={t('title', { id })} />
      {failure ? (
        <div className="panel panel--error" role="alert">
          {failure}
        </div>
      ) : review && roundsSettled ? (
        review.files.length === 0 ? <p>{t('none')}</p> : <FileList files={review.files} changed={changed} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

function FileList({ files, changed }: { files: ReviewFile[]; changed: readonly string[] }) {
  // The files' names are the case view's (the desk's texts).
  const { t } = useTranslation([DOCUMENTS_NAMESPACE, DESK_NAMESPACE]);
  return (
    <ul className="desk-documents__list">
      {files.map((file) => {
        const name = fileKindName(t, file.kind);
        return (
          <li key={file.kind} className="desk-documents__item">
            <h2>
              {name}
              {changed.includes(file.kind) && <span className="desk-documents__changed">{t('changed')}</span>}
            </h2>
            <p className="desk-documents__meta">{t('meta', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}</p>
            {file.contentType.startsWith('image/') && <img className={file.kind === 'mainImg' ? 'desk-documents__photo' : 'desk-documents__image'} src={staffUrl(file.url)} alt={t('imageOf', { name })} />}
            <p className="desk-documents__links">
              <a href={staffUrl(file.url)} target="_blank" rel="noreferrer">
                {t('view')}
                <span className="visually-hidden">{` ${name}`}</span>
              </a>
              <a href={staffUrl(file.downloadUrl)} download>
                {t('download')}
                <span className="visually-hidden">{` ${name}`}</span>
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
