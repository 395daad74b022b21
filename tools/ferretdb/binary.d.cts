// Types of binary.cjs, for the TypeScript test helpers that share it (libs/testing).
export const defaultBinPath: string;
export function findFerretDb(options?: { log?: (message: string) => void }): Promise<string | null>;
export function ensureFerretDb(options?: { log?: (message: string) => void; force?: boolean }): Promise<string>;
