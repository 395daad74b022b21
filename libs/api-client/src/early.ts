// What the shell's first script uses before React (`@evisa/api-client/early`): dependency-free modules only.
export { startEarlyRead, takeEarlyRead } from './early-reads';
export { requestUrl } from './api-client';
