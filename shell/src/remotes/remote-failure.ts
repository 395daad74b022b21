/** Why a remote's screen could not be shown. */
export type RemoteFailure = 'incompatible' | 'unavailable';

// How the federation runtime refuses a shared singleton outside the range a remote was built for (`strictVersion`
// in libs/federation/src/shared-singletons.cjs), e.g. "Version 19.3.1 from shell of shared singleton module react
// does not satisfy the requirement of undefined which needs ^20.0.0)" (a production remote registers no shared
// library, so the runtime does not know its name: the error boundary's log names the screen). release-rollback.e2e.ts
// pins this wording.
const INCOMPATIBLE = /of shared singleton module .+ does not satisfy the requirement of /;

/**
 * 'incompatible': the remote's build needs other versions of the shared libraries than this site provides; retrying
 * cannot help until the remote or the site is released again. 'unavailable': anything else (network, server).
 */
export function remoteFailureOf(error: unknown): RemoteFailure {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (INCOMPATIBLE.test(cause.message)) return 'incompatible';
  }
  return 'unavailable';
}
