import { useEffect, useState } from 'react';
import { Link, useParams } from '@evisa/routing';
import { deskApplicationPath, REVIEW_API, type ApplicationReview, type CorrectionRound, type ReviewFile } from '@evisa/contracts';
import { staffApi, staffFailureText, staffUrl } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';
import { DESK_NAMESPACE } from '../desk-i18n';
import { DOCUMENTS_NAMESPACE } from '../documents-i18n';
import { fileKindName } from '../review/review-files';
import './documents.css';

type Loaded = { review: ApplicationReview; changed: readonly string[] } | { failure: string } | undefined;

/** /agency/applications/:id/documents: the photo and every document of a paid application, to look at and download. */
export default function DeskDocumentsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let current = true;
    void Promise.all([staffApi.get<ApplicationReview>(REVIEW_API.review(id)), staffApi.get<CorrectionRound[]>(`${REVIEW_API.review(id)}/corrections`)]).then(([review, rounds]) => {
      if (!current) return;
      if (!review.ok) return setLoaded({ failure: staffFailureText(t, review) });
      const last = rounds.ok ? rounds.data.at(-1) : undefined;
      setLoaded({ review: review.data, changed: last?.changed && review.data.item.state !== 'changes_requested' ? last.changed.documents : [] });
    });
    return () => {
      current = false;
    };
  }, [id, t]);

  return (
    <section data-screen="mf_desk/Documents" className="desk-documents">
      <p>
        <Link to={deskApplicationPath(id)}>{t('backToApplication', { id })}</Link>
      </p>
      <PageTitle title={t('title', { id })} />
      {loaded === undefined && <p role="status">{t('loading')}</p>}
      {loaded && 'failure' in loaded && (
        <div className="panel panel--error" role="alert">
          {loaded.failure}
        </div>
      )}
      {loaded && 'review' in loaded && (loaded.review.files.length === 0 ? <p>{t('none')}</p> : <FileList files={loaded.review.files} changed={loaded.changed} />)}
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
