import { ChatIcon, useSiteConfig } from '@evisa/ui';
import { useInfoTranslation } from '../i18n';

/** The floating chat button: opens the configured messaging link in a new tab; absent when none is configured. */
export function ChatButton() {
  const { t } = useInfoTranslation();
  const { chatLink } = useSiteConfig().agency;
  if (!chatLink) return null;
  return (
    <a className="chat-button" href={chatLink} target="_blank" rel="noopener noreferrer" aria-label={`${t('home.chat')} (${t('common.opensInNewTab')})`}>
      <ChatIcon width={28} height={28} />
    </a>
  );
}
