import { configure } from '@testing-library/react';

// A loaded CI machine can take more than the default second to answer and re-render.
configure({ asyncUtilTimeout: 5000 });

// Each test starts without the drafts (form/draft-storage.ts) an earlier test's typing left in the tab.
beforeEach(() => sessionStorage.clear());
