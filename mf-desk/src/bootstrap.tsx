// Standalone entry for this remote's team: `npm run dev -w mf-desk` (the desk routes every /agency path itself).
import { renderStandalone } from '@evisa/ui/standalone';
import { DESK_ROUTES } from '@evisa/contracts';
import '@evisa/ui/styles.css';
import Desk from './desk';

void renderStandalone([{ path: `${DESK_ROUTES.signIn}/*`, Screen: Desk }]);
