import { useTranslation } from '@evisa/i18n';
import { Modal } from '@evisa/ui/forms';
import { NAMESPACE } from '../i18n';

export type PreviewTarget = { label: string; src: string } | null;

/** 'View Doc' (spec 2.11): the document in an accessible dialog; its close button and Escape dismiss it. */
export function DocumentPreview({ target, onClose }: { target: PreviewTarget; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal open={target !== null} onClose={onClose} title={target?.label} closeLabel={t('close')} size="large">
      {target && <img className="docs-modal-image" src={target.src} alt={t('documents.previewAlt', { document: target.label })} />}
    </Modal>
  );
}
