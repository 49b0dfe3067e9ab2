/**
 * The qualification progress bar (docs/product.md §B4): it moves to 60 over the first 8 s, to
 * 99 over the next 16 s, and completes when the answer arrives.
 */
export interface ProgressStage {
  /** The value the bar moves towards during this stage. */
  value: number;
  /** How long the move takes. */
  durationMs: number;
}

export const PROGRESS_STAGES: readonly ProgressStage[] = [
  { value: 60, durationMs: 8_000 },
  { value: 99, durationMs: 16_000 },
];

/** The value the bar has reached after `elapsedMs` (0 at the start, 60 at 8 s, 99 at 24 s). */
export function progressReached(elapsedMs: number): number {
  let reached = 0;
  let at = 0;
  for (const stage of PROGRESS_STAGES) {
    at += stage.durationMs;
    if (elapsedMs >= at) reached = stage.value;
  }
  return reached;
}

/** The stage under way after `elapsedMs`, or null once the bar waits at 99. */
export function stageAt(elapsedMs: number): ProgressStage | null {
  let at = 0;
  for (const stage of PROGRESS_STAGES) {
    at += stage.durationMs;
    if (elapsedMs < at) return stage;
  }
  return null;
}
