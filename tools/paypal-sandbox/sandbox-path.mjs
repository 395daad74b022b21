// Where the sandbox serves everything, in a module of its own: the static server needs only this, and the end-to-end
// tests load the static server as CommonJS, which cannot take the sandbox's express app.
export const SANDBOX_PATH = '/sandbox/paypal';
