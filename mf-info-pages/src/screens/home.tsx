import { InfoLayout } from '@evisa/ui';
import { ChatButton } from '../components/chat-button';
import { InfoSidebar } from '../components/info-page';
import { HeroSlider } from '../home/hero-slider';
import { ImportantNavigations } from '../home/important-navigations';
import { VisaCategories } from '../home/visa-categories';
import { VisaFacts } from '../home/visa-facts';
import { CONTACT_FORM_TEXTS, ContactForm } from '../contact-form';
import { infoTexts, withScreenTexts } from '../i18n';

const TEXTS = infoTexts('info-home', (language) => import(`../../locales/${language}/info-home.json`));

/** Spec 2.2: hero, important navigations, the information panel of spec 9.3, the side menu and the chat button. */
function HomeScreen() {
  return (
    <section data-screen="mf_info_pages/Home" className="home">
      <HeroSlider />
      <InfoLayout aside={<InfoSidebar />}>
        <ImportantNavigations />
        <VisaFacts />
        <VisaCategories />
        <ContactForm variant="compact" />
      </InfoLayout>
      <ChatButton />
    </section>
  );
}

export default withScreenTexts([TEXTS, CONTACT_FORM_TEXTS], HomeScreen);
