/**
 * Hands out turns of the event loop, one waiter a turn, in the order they asked: a burst of work
 * (a claim's two dozen sites, each opening its calls to the outside world) then runs a piece at a
 * time, with the node's timers and other requests between the pieces, rather than as one long
 * task. An immediate set while the loop runs its immediates waits for the loop's next turn, so
 * each waiter gets a turn of its own.
 */
export function createLoopTurns(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  const giveTurn = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(giveTurn);
  };
  return () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      if (waiting.length === 1) setImmediate(giveTurn);
    });
}
