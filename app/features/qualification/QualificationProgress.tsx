import { useEffect, useState } from "react";
import { PROGRESS_STAGES, progressReached, stageAt } from "@domain/qualification/progress";

/** When each stage starts, in ms after the check began (0, 8 000, 24 000). */
const STAGE_STARTS = PROGRESS_STAGES.reduce<number[]>(
  (starts, stage) => [...starts, starts.at(-1)! + stage.durationMs],
  [0],
);
/** Lets the bar paint at 0 before it starts to move. */
const FIRST_PAINT_MS = 30;

interface QualificationProgressProps {
  /** True while the check runs; false once the answer (or a failure) is in. */
  active: boolean;
  address: string;
}

/**
 * The qualification progress bar (docs/product.md §B4): it moves to 60 over 8 s and to 99 over
 * the next 16 s, and completes when the answer arrives. Mount one per check (a key), so every
 * check starts from 0. Once complete it fades away and leaves the accessibility tree.
 */
export function QualificationProgress({ active, address }: QualificationProgressProps) {
  // The moment of the check the bar has reached: null before it starts to move.
  const [elapsed, setElapsed] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const timers = STAGE_STARTS.map((start) =>
      setTimeout(() => setElapsed(start), start === 0 ? FIRST_PAINT_MS : start),
    );
    return () => timers.forEach(clearTimeout);
  }, [active]);

  const stage = elapsed === null ? null : stageAt(elapsed);
  const width = !active ? 100 : elapsed === null ? 0 : (stage?.value ?? 99);
  const durationMs = !active ? 300 : (stage?.durationMs ?? 0);
  const value = !active ? 100 : progressReached(elapsed ?? 0);

  return (
    <div className={active ? "" : "progress-done"} aria-hidden={active ? undefined : true}>
      <p className="mb-2 text-sm font-semibold text-brand-900">
        {active ? `Checking ${address} with nbn…` : "Check complete"}
      </p>
      <div
        role={active ? "progressbar" : undefined}
        aria-label={active ? "Checking your address" : undefined}
        aria-valuemin={active ? 0 : undefined}
        aria-valuemax={active ? 100 : undefined}
        aria-valuenow={active ? value : undefined}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] ease-linear"
          style={{ width: `${width}%`, transitionDuration: `${durationMs}ms` }}
        />
      </div>
    </div>
  );
}
