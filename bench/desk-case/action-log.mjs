// What a person does in the desk-case walk, counted by written rules, and the minutes a person would take by the
// Keystroke-Level Model. The rules and the model's figures are stated in docs/performance.md ("A full desk case").

/** Operator times of the Keystroke-Level Model, in seconds. */
export const KLM = {
  /** Mental preparation before each action (deciding what to do next). */
  mental: 1.35,
  /** Pointing at a target with the mouse and clicking it. */
  pointAndClick: 1.3,
  /** Typing one character (an average typist). */
  keystroke: 0.28,
};

/**
 * The kinds of action, each one action by the rules, and the pointing each takes: a click (button, link, check
 * box), a field filled (pointing into it, then typing), a choice in a list (open it, pick), a file chosen (the
 * button, then the file in the system's dialog), a key confirmation (Enter, no pointing).
 */
export const ACTION_KINDS = {
  click: { pointings: 1 },
  fill: { pointings: 1 },
  select: { pointings: 2 },
  file: { pointings: 2 },
  key: { pointings: 0 },
};

/** Seconds a person takes for one action by the model, before any wait for the site. */
export function modelSeconds({ kind, characters = 0 }) {
  const shape = ACTION_KINDS[kind];
  if (!shape) throw new Error(`unknown action kind ${kind}`);
  return KLM.mental + shape.pointings * KLM.pointAndClick + characters * KLM.keystroke + (kind === 'key' ? KLM.keystroke : 0);
}

export class ActionLog {
  /** @type {{ actor: string, kind: string, what: string, characters: number, waitMs: number }[]} */
  actions = [];

  /**
   * Records one action of `actor` and runs it; `run` does the action and waits for what the person waits to see
   * (the next page, the answer), so its time is the site's wait for that action.
   * @param {{ actor: string, kind: keyof typeof ACTION_KINDS, what: string, characters?: number }} action
   * @param {() => Promise<unknown>} run
   */
  async record(action, run) {
    if (!ACTION_KINDS[action.kind]) throw new Error(`unknown action kind ${action.kind}`);
    const started = performance.now();
    await run();
    this.actions.push({ characters: 0, ...action, waitMs: Math.round(performance.now() - started) });
  }

  /** Per actor: actions (by kind), characters typed, the site's waits, the model's seconds and the estimated minutes. */
  summary() {
    const actors = {};
    for (const action of this.actions) {
      const totals = (actors[action.actor] ??= { actions: 0, byKind: {}, characters: 0, waitSeconds: 0, modelSeconds: 0, minutes: 0 });
      totals.actions += 1;
      totals.byKind[action.kind] = (totals.byKind[action.kind] ?? 0) + 1;
      totals.characters += action.characters;
      totals.waitSeconds += action.waitMs / 1000;
      totals.modelSeconds += modelSeconds(action);
    }
    for (const totals of Object.values(actors)) {
      totals.waitSeconds = round(totals.waitSeconds, 1);
      totals.modelSeconds = round(totals.modelSeconds, 1);
      totals.minutes = round((totals.modelSeconds + totals.waitSeconds) / 60, 1);
    }
    return actors;
  }
}

const round = (value, places) => Math.round(value * 10 ** places) / 10 ** places;
