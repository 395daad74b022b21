import { Link } from '@evisa/routing';
import { apiUrl } from '@evisa/api-client';
import { useTranslation } from '@evisa/i18n';
import { PHOTO_POLICY } from '@evisa/reference-data';
import { NAMESPACE } from '../i18n';
import { stepLinkReturningToPreview } from './return-to-preview';

const photoUrl = (mainImg: string) => apiUrl(`/visaapplication/images/${encodeURIComponent(mainImg)}`);

/**
 * Starts downloading the photo as soon as its name is known, before the preview renders it: the `<img>` then
 * takes it from the browser's image cache. It is the preview's largest element (its LCP).
 */
export function startPhotoDownload(mainImg: string): void {
  if (typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = photoUrl(mainImg);
}

/** The applicant photo at 400x400 (spec 2.13, 9.1), from the API's images path named by mainImg. */
export function ApplicantPhoto({ mainImg, applicationId, editable }: { mainImg?: string; applicationId: string; editable: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const size = PHOTO_POLICY.displaySizePx;
  return (
    <figure className="applicant-photo">
      {mainImg ? (
        <img src={photoUrl(mainImg)} width={size} height={size} fetchPriority="high" alt={t('preview.photo')} />
      ) : (
        <p className="applicant-photo__missing">{t('preview.photoMissing')}</p>
      )}
      {editable && (
        <figcaption>
          <Link className="btn btn--secondary btn--small" to={stepLinkReturningToPreview('photo', applicationId)}>
            {t('preview.changePhoto')}
          </Link>
        </figcaption>
      )}
    </figure>
  );
}
