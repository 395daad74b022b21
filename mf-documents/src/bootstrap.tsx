// Standalone entry for this remote's team: `npm run dev -w mf-documents`.
import { renderStandalone } from '@evisa/ui/standalone';
import '@evisa/ui/styles.css';
import Photo from './screens/photo';
import Documents from './screens/documents';
import Questions from './screens/questions';
import CorrectionDocuments from './screens/correction-documents';

void renderStandalone([
  { path: '/Apply6/:id', Screen: Photo },
  { path: '/documents/:id', Screen: Documents },
  { path: '/questions/:id', Screen: Questions },
  { path: '/corrections/:id/documents', Screen: CorrectionDocuments },
]);
