import { InfoLayout } from '@evisa/ui';
import { ChatButton } from '../components/chat-button';
import { InfoSidebar } from '../components/info-page';
import { HeroSlider } from '../home/hero-slider';
import { ImportantNavigations } from '../home/important-navigations';
import { VisaCategories } from '../home/visa-categories';
import { VisaFacts } from '../home/visa-facts';
import { ContactForm } from '../contact-form';
import { screenTexts, withScreenTexts } from '../i18n';

// This screen's parts of the remote's texts (texts/screen-texts.cjs), in the page's language only.
const TEXTS = screenTexts('home', (language) =>
  import(`../../locales/${language}/info.json?screen=home`),
);

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

export default withScreenTexts(TEXTS, HomeScreen);
