// Standalone entry for this remote's team: `npm run dev -w mf-application`.
import { renderStandalone } from '@evisa/ui/standalone';
import '@evisa/ui/styles.css';
import Step1Create from './screens/step1-create';
import Step1Edit from './screens/step1-edit';
import Step2 from './screens/step2';
import Step3 from './screens/step3';
import Step4 from './screens/step4';
import Step5 from './screens/step5';
import Resume from './screens/resume';
import Correction from './screens/correction';

void renderStandalone([
  { path: '/Apply', Screen: Step1Create },
  { path: '/Apply1/:id', Screen: Step1Edit },
  { path: '/Apply2/:id', Screen: Step2 },
  { path: '/Apply3/:id', Screen: Step3 },
  { path: '/Apply4/:id', Screen: Step4 },
  { path: '/Apply5/:id', Screen: Step5 },
  { path: '/partial-Filled', Screen: Resume },
  { path: '/corrections/:id', Screen: Correction },
]);
