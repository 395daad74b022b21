import { Link } from '@evisa/routing';
import { apiUrl } from '@evisa/api-client';
import { useTranslation } from '@evisa/i18n';
import { PHOTO_POLICY } from '@evisa/reference-data';
import { NAMESPACE } from '../i18n';
import { stepLinkReturningToPreview } from './return-to-preview';

/** The applicant photo at 400x400 (spec 2.13, 9.1), from the API's images path named by mainImg. */
export function ApplicantPhoto({ mainImg, applicationId, editable }: { mainImg?: string; applicationId: string; editable: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const size = PHOTO_POLICY.displaySizePx;
  return (
    <figure className="applicant-photo">
      {mainImg ? (
        <img src={apiUrl(`/visaapplication/images/${encodeURIComponent(mainImg)}`)} width={size} height={size} alt={t('preview.photo')} />
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
