/** A release or roll-back that must not happen; its message is the one line the command prints. */
export class ReleaseRefused extends Error {
  /** @override */
  name = 'ReleaseRefused';
}
