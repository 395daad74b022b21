// Standalone entry for this remote's team: `npm run dev -w mf-info-pages`.
import { renderStandalone } from '@evisa/ui/standalone';
import '@evisa/ui/styles.css';
import Home from './screens/home';
import AboutUs from './screens/about-us';
import Privacy from './screens/privacy';
import Services from './screens/services';
import DocumentRequired from './screens/document-required';
import Terms from './screens/terms';
import Faq from './screens/faq';
import RefundPolicy from './screens/refund-policy';
import Instructions from './screens/instructions';
import VisaFeeDetails from './screens/visa-fee-details';
import Contact from './screens/contact';
import Blogs from './screens/blogs';
import Products from './screens/products';

void renderStandalone([
  { path: '/', Screen: Home },
  { path: '/AboutUs', Screen: AboutUs },
  { path: '/privacy', Screen: Privacy },
  { path: '/service', Screen: Services },
  { path: '/documentRequired', Screen: DocumentRequired },
  { path: '/Terms-and-Conditions', Screen: Terms },
  { path: '/Faq', Screen: Faq },
  { path: '/Refund-Policy', Screen: RefundPolicy },
  { path: '/Instruction', Screen: Instructions },
  { path: '/Visa-Fee-Details', Screen: VisaFeeDetails },
  { path: '/contact', Screen: Contact },
  { path: '/blogs', Screen: Blogs },
  { path: '/products', Screen: Products },
]);
