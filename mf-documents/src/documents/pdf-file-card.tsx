import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';
import { kilobytes } from '../files/file-size';

interface PdfFileCardProps {
  /** What the document is ('Business invitation letter'). */
  label: string;
  /** The chosen file's name, or the name the download gets for a stored one. */
  name: string;
  /** Bytes, when known (a chosen file). */
  size?: number;
  href: string;
}

/**
 * A PDF document as a file card: its name, its size when known and a download link. A PDF is never
 * shown inside the site: the API serves it as an attachment, and the browser's own viewer opens the download.
 */
export function PdfFileCard({ label, name, size, href }: PdfFileCardProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="docs-file-card">
      <svg className="docs-file-card__icon" viewBox="0 0 24 24" width={28} height={28} aria-hidden="true" focusable="false">
        <path d="M6 2h9l5 5v15H6z M15 2v5h5" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" />
      </svg>
      <p className="docs-file-card__text">
        <span className="docs-file-card__name">{name}</span>
        <span className="docs-file-card__meta">{size === undefined ? t('documents.pdf') : t('documents.pdfWithSize', { size: t('fileSize', { size: kilobytes(size) }) })}</span>
      </p>
      <a className="btn btn--secondary btn--small" href={href} download={name}>
        {t('documents.download')}
        <span className="visually-hidden"> {label}</span>
      </a>
    </div>
  );
}
