import type { DocumentField } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button, CheckIcon } from '@evisa/ui';
import { FileField } from '@evisa/ui/forms';
import { NAMESPACE } from '../i18n';
import { kilobytes } from '../files/file-size';
import { isPdf, type ChosenDocument } from './document-choice';
import { PdfFileCard } from './pdf-file-card';

interface DocumentUploadProps {
  field: DocumentField;
  label: string;
  required: boolean;
  /** The stored file's name, when one was uploaded before. */
  stored?: string;
  /** Where the API serves the stored file. */
  storedUrl?: string;
  chosen?: ChosenDocument;
  error?: string;
  onChoose: (file: File | null) => void;
  onView: () => void;
}

/**
 * One document of spec 2.11: its file input, what is uploaded or chosen, and 'View Doc' for an image. A PDF is
 * shown as a file card with a download link instead.
 */
export function DocumentUpload({ field, label, required, stored, storedUrl, chosen, error, onChoose, onView }: DocumentUploadProps) {
  const { t } = useTranslation(NAMESPACE);
  const pdf = isPdf(chosen, stored);
  const viewable = Boolean(chosen || stored) && !pdf;
  return (
    <div className="docs-document">
      <h3 className="docs-document__title">{label}</h3>
      {stored && !chosen && (
        <p className="docs-document__state">
          <CheckIcon width={18} height={18} aria-hidden="true" /> {t('documents.stored')}
        </p>
      )}
      <FileField
        name={field}
        label={
          <>
            {stored ? t('documents.replace') : t('documents.choose')}
            <span className="visually-hidden"> ({label})</span>
          </>
        }
        accept="image/jpeg,image/png,application/pdf"
        required={required && !stored}
        error={error}
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
      />
      {pdf && chosen && <PdfFileCard label={label} name={chosen.file.name} size={chosen.file.size} href={chosen.url} />}
      {pdf && !chosen && stored && storedUrl && <PdfFileCard label={label} name={`${label}.pdf`} href={storedUrl} />}
      {chosen && !pdf && <p className="docs-document__state">{t('documents.chosen', { name: chosen.file.name, size: t('fileSize', { size: kilobytes(chosen.file.size) }) })}</p>}
      {viewable && (
        <Button variant="secondary" className="btn--small" onClick={onView}>
          {t('viewDoc')}
          <span className="visually-hidden"> {label}</span>
        </Button>
      )}
    </div>
  );
}
