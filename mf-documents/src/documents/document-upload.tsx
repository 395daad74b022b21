import type { DocumentField } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button, CheckIcon, FileField } from '@evisa/ui';
import { NAMESPACE } from '../i18n';
import { kilobytes } from '../files/file-size';
import type { ChosenDocument } from './document-choice';

interface DocumentUploadProps {
  field: DocumentField;
  label: string;
  required: boolean;
  /** The stored file's name, when one was uploaded before. */
  stored?: string;
  chosen?: ChosenDocument;
  error?: string;
  onChoose: (file: File | null) => void;
  onView: () => void;
}

/** One document of spec 2.11: its file input, what is uploaded or chosen, and 'View Doc'. */
export function DocumentUpload({ field, label, required, stored, chosen, error, onChoose, onView }: DocumentUploadProps) {
  const { t } = useTranslation(NAMESPACE);
  const viewable = Boolean(chosen || stored);
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
        accept="image/jpeg,image/png"
        required={required && !stored}
        error={error}
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
      />
      {chosen && <p className="docs-document__state">{t('documents.chosen', { name: chosen.file.name, size: t('fileSize', { size: kilobytes(chosen.file.size) }) })}</p>}
      {viewable && (
        <Button variant="secondary" className="btn--small" onClick={onView}>
          {t('viewDoc')}
          <span className="visually-hidden"> {label}</span>
        </Button>
      )}
    </div>
  );
}
