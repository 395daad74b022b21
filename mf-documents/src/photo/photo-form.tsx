import '../documents.css';
import { SaveFailure, useSave, FormErrorSummary, SavedForLater } from '@evisa/api-client';
import { useRef, useState, type FormEvent } from 'react';
import type { ApplicationRecord } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { ruleValues } from '@evisa/i18n/rule-values';
import { Button } from '@evisa/ui';
import { FileField } from '@evisa/ui/forms';
import { documentsApi, storedFileUrl } from '../api/documents-api';
import { SaveResumeNotice } from '../components/save-resume-notice';
import { FORM_NAMESPACES } from '../i18n';
import { kilobytes } from '../files/file-size';
import { ImagePreview } from './image-preview';
import type { PhotoProblem } from './photo-check';
import { PhotoRules } from './photo-rules';
import { SamplePhoto } from './sample-photo';
import { SquareCropOffer } from './square-crop-offer';
import { useChosenPhoto, type PhotoTools } from './use-chosen-photo';

interface PhotoFormProps extends PhotoTools {
  id: string;
  record: ApplicationRecord;
  onSaved: (uniqueId: string) => void;
}

/** Puts a file into the file input, so the input names what will be uploaded (the crop replaces the original). */
function showInInput(input: HTMLInputElement | null, file: File) {
  try {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    if (input) input.files = transfer.files;
  } catch {
    // No DataTransfer constructor: the input keeps naming the original file; the preview shows the crop.
  }
}

/** Spec 2.10: one image input with a preview, the rules and a sample, 'Submit and Next'; then the documents page. */
export function PhotoForm({ id, record, onSaved, inspect, crop }: PhotoFormProps) {
  const { t, i18n } = useTranslation(FORM_NAMESPACES);
  const { chosen, checking, cropState, choose } = useChosenPhoto({ inspect, crop });
  const { busy, failure, save } = useSave();
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [exiting, setExiting] = useState(false);
  const [savedForLater, setSavedForLater] = useState<{ notSaved: string[] } | null>(null);
  const stored = record.mainImg;

  const pick = async (file: File | null) => {
    setAnnouncement('');
    setProblem(null);
    const check = await choose(file);
    setProblem(check?.problem ?? null);
  };

  const acceptCrop = async () => {
    if (cropState?.status !== 'ready') return;
    showInInput(input.current, cropState.file);
    await pick(cropState.file);
    setAnnouncement(t('documents:photo.crop.used'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || checking) return;
    const refuse = (next: PhotoProblem) => {
      setProblem(next);
      setAttempt((n) => n + 1);
    };
    if (!chosen) {
      // The saved photo stands: nothing to upload again.
      if (stored) return onSaved(id);
      return refuse({ key: 'validation:imageRequired' });
    }
    if (chosen.check.problem) return refuse(chosen.check.problem);
    await save(() => documentsApi.savePhoto(id, chosen.file), {
      onSaved: ({ uniqueId }) => onSaved(uniqueId),
      onFieldErrors: (keys) => refuse({ key: `validation:${keys.mainImg ?? 'invalidImageType'}` }),
    });
  };

  /** 'Save and exit': a valid chosen photo is uploaded first; one that is not valid is named as not saved. */
  const saveAndExit = async () => {
    if (busy || checking) return;
    if (!chosen) return setSavedForLater({ notSaved: [] });
    const notSaved = { notSaved: [t('documents:photo.input')] };
    if (chosen.check.problem) return setSavedForLater(notSaved);
    setExiting(true);
    await save(() => documentsApi.savePhoto(id, chosen.file), {
      onSaved: () => setSavedForLater({ notSaved: [] }),
      onFieldErrors: () => setSavedForLater(notSaved),
    });
    setExiting(false);
  };

  if (savedForLater) return <SavedForLater id={id} notKept={{ intro: t('documents:saveAndExit.notSaved'), items: savedForLater.notSaved }} onContinue={() => setSavedForLater(null)} />;

  const message = problem ? t(problem.key, problem.values) : undefined;
  const pixels = chosen?.inspection.pixels;
  return (
    <form className="docs-form" noValidate onSubmit={submit}>
      {attempt > 0 && <FormErrorSummary errors={message ? [{ field: 'mainImg', message }] : []} attempt={attempt} />}
      <div className="docs-photo">
        <div className="docs-photo__main">
          <PhotoRules />
          {stored && !chosen && (
            <ImagePreview title={t('documents:photo.savedTitle')} src={storedFileUrl('photo', stored)} alt={t('documents:photo.savedAlt')} />
          )}
          <FileField
            ref={input}
            name="mainImg"
            label={stored ? t('documents:photo.replaceInput') : t('documents:photo.input')}
            hint={t('documents:photo.inputHint', { rule: ruleValues(i18n.language) })}
            accept="image/jpeg,image/png"
            required={!stored}
            error={message}
            onChange={(event) => void pick(event.currentTarget.files?.[0] ?? null)}
          />
          <p className="docs-status" role="status">
            {checking ? t('documents:photo.checking') : announcement}
          </p>
          {chosen?.check.advice && <p className="callout callout--warning docs-photo-advice">{t(chosen.check.advice.key, chosen.check.advice.values)}</p>}
          {chosen && pixels && (
            <div className="docs-previews">
              <ImagePreview
                title={t('documents:photo.chosenTitle')}
                src={chosen.url}
                alt={t('documents:photo.chosenAlt')}
                caption={t('documents:photo.details', { ...pixels, size: t('documents:fileSize', { size: kilobytes(chosen.file.size) }) })}
              />
              <SquareCropOffer state={cropState} notSquare={pixels.width !== pixels.height} onUse={() => void acceptCrop()} />
            </div>
          )}
        </div>
        <SamplePhoto />
      </div>
      <SaveFailure failure={failure} kept="choices" />
      <SaveResumeNotice />
      <div className="button-row">
        <Button type="submit" busy={busy && !exiting} busyText={t('documents:busy')} disabled={checking || busy}>
          {t('documents:submitAndNext')}
        </Button>
        <Button variant="secondary" busy={exiting} busyText={t('journey:saveAndExit.busy')} disabled={checking || busy} onClick={() => void saveAndExit()}>
          {t('journey:saveAndExit.button')}
        </Button>
      </div>
    </form>
  );
}
