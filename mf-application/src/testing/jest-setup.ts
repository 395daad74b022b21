import { configure } from '@testing-library/react';

// A loaded CI machine can take more than the default second to answer and re-render.
configure({ asyncUtilTimeout: 5000 });
