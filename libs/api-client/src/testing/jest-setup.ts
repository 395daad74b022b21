import { configure } from '@testing-library/react';

// An answer renders in a transition (use-api-resource.ts), in slices that each wait for the next task: a loaded CI
// machine can take more than the default second to show it.
configure({ asyncUtilTimeout: 5000 });
