// Standalone entry for this remote's team: `npm run dev -w mf-payment`.
import { renderStandalone } from '@evisa/ui/standalone';
import '@evisa/ui/styles.css';
import Preview from './screens/preview';
import Payment from './screens/payment';
import Confirmation from './screens/confirmation';
import VisaFee from './screens/visa-fee';
import Status from './screens/status';

void renderStandalone([
  { path: '/Preview/:id', Screen: Preview },
  { path: '/Payment/:id', Screen: Payment },
  { path: '/Payment/:id/confirmation', Screen: Confirmation },
  { path: '/visa-fee', Screen: VisaFee },
  { path: '/status', Screen: Status },
]);
