import { deskDocumentsPath, type ReviewFile } from '@evisa/contracts';
import { documentName, useTranslation, type TFunction } from '@evisa/i18n';
import type { DocumentField } from '@evisa/reference-data';
import { Link } from '@evisa/routing';
import { DESK_NAMESPACE } from '../desk-i18n';

/** A file's name as the desk shows it: the photo, the e-Visa, or the document's shared name. */
export function fileKindName(t: TFunction, kind: ReviewFile['kind']): string {
  if (kind === 'mainImg') return t('files.photo', { ns: DESK_NAMESPACE });
  if (kind === 'eVisa') return t('files.eVisa', { ns: DESK_NAMESPACE });
  return documentName(t, kind as DocumentField);
}

/** Which files the application has (those uploaded again marked); the photo and document review is mf-documents' screen. */
export function ReviewFiles({ applicationId, files, changed }: { applicationId: string; files: ReviewFile[]; changed: readonly string[] }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  return (
    <>
      {files.length === 0 ? (
        <p>{t('files.none')}</p>
      ) : (
        <ul className="desk-files">
          {files.map((file) => (
            <li key={file.kind}>
              <span className="desk-files__name">
                {fileKindName(t, file.kind)}
                {changed.includes(file.kind) && <span className="desk-badge desk-badge--changed">{t('review.changed')}</span>}
              </span>
              <span className="desk-files__meta">{file.name}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link className="btn btn--secondary" to={deskDocumentsPath(applicationId)}>
          {t('files.review')}
        </Link>
      </p>
    </>
  );
}
