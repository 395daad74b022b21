// The browser's own rule that jsdom lacks: a closed <details> (the drawer) renders nothing but its <summary>, so what
// it holds is neither visible nor in the accessibility tree (testing-library reads computed styles).
const closedDetails = document.createElement('style');
closedDetails.textContent = 'details:not([open]) > :not(summary) { display: none; }';
document.head.append(closedDetails);
