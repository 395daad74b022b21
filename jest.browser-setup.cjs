require('@testing-library/jest-dom/jest-globals');
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// The browser's own rule that jsdom lacks: a closed <details> renders nothing but its <summary>, so what it holds
// is neither visible nor in the accessibility tree (testing-library reads computed styles).
const closedDetails = document.createElement('style');
closedDetails.textContent = 'details:not([open]) > :not(summary) { display: none; }';
document.head.append(closedDetails);
