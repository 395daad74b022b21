import type { ReviewFile } from '@evisa/contracts';
import { staffUrl } from '@evisa/api-client/staff';
import { documentName, useTranslation, type TFunction } from '@evisa/i18n';
import type { DocumentField } from '@evisa/reference-data';
import { DESK_NAMESPACE } from './desk-i18n';

/** A file's name as the desk shows it: the photo, the e-Visa, or the document's shared name. */
export function fileKindName(t: TFunction, kind: ReviewFile['kind']): string {
  if (kind === 'mainImg') return t('files.photo', { ns: DESK_NAMESPACE });
  if (kind === 'eVisa') return t('files.eVisa', { ns: DESK_NAMESPACE });
  return documentName(t, kind as DocumentField);
}


/** The photo and documents: each viewable (inline, a new tab) and downloadable; the photo shown. */
export function ReviewFiles({ files, changed }: { files: ReviewFile[]; changed: readonly string[] }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  if (files.length === 0) return <p>{t('files.none')}</p>;
  const photo = files.find((file) => file.kind === 'mainImg');
  return (
    <>
      {photo && <img className="desk-photo" src={staffUrl(photo.url)} alt={t('files.photoAlt')} />}
      <ul className="desk-files">
        {files.map((file) => (
          <li key={file.kind}>
            <span className="desk-files__name">
              {fileKindName(t, file.kind)}
              {changed.includes(file.kind) && <span className="desk-badge desk-badge--changed">{t('review.changed')}</span>}
            </span>
            <span className="desk-files__meta">{`${file.name} · ${Math.max(1, Math.round(file.size / 1024))} KB`}</span>
            <a href={staffUrl(file.url)} target="_blank" rel="noreferrer">
              {t('files.view')}
              <span className="visually-hidden">{` ${fileKindName(t, file.kind)}`}</span>
            </a>
            <a href={staffUrl(file.downloadUrl)} download>
              {t('files.download')}
              <span className="visually-hidden">{` ${fileKindName(t, file.kind)}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
