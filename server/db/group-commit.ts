/**
 * Group commit: items that arrive while a transaction is being written wait and go in the next
 * one together, so a burst costs a few commits instead of one each. Each caller still hears
 * back only after its own item is committed. If a batch fails for an item's fault (a repeated
 * idempotency key, say), its items are written one by one so only the one at fault fails; any
 * other failure (the database locked or gone) is every item's at once, not tried again per item.
 */
export function createGroupCommit<T, R>({
  writeBatch,
  writeAlone,
  committed,
  maxBatch,
  itemFault,
}: {
  /** Writes every item in one transaction. */
  writeBatch: (items: T[]) => Promise<void>;
  /** Writes one item of a failed batch: its own answer, or the error that is its fault. */
  writeAlone: (item: T) => Promise<R>;
  /** The answer of an item its batch committed. */
  committed: R;
  /** Items per transaction: under the engines' limits on bound parameters. */
  maxBatch: number;
  /** Whether a batch's error may be one item's fault, so each is worth writing alone. */
  itemFault: (error: unknown) => boolean;
}): (item: T) => Promise<R> {
  const queue: { item: T; resolve: (answer: R) => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  async function drain(): Promise<void> {
    if (writing) return;
    writing = true;
    try {
      while (queue.length > 0) {
        // One turn of the event loop lets the requests already read join this commit.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = queue.splice(0, maxBatch);
        try {
          await writeBatch(batch.map(({ item }) => item));
          for (const { resolve } of batch) resolve(committed);
        } catch (error) {
          if (!itemFault(error)) {
            for (const { reject } of batch) reject(error);
            continue;
          }
          for (const { item, resolve, reject } of batch) {
            await writeAlone(item).then(resolve, reject);
          }
        }
      }
    } finally {
      writing = false;
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      void drain();
    });
}
