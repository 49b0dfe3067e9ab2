/**
 * Tasks run one at a time per key, in the order they came: a check and the write it guards
 * (a quote email's count and its storing) cannot interleave for one key on this node.
 */
export function keyedQueue() {
  const running = new Map<string, Promise<unknown>>();
  return async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (running.get(key) ?? Promise.resolve()).then(task, task);
    const settled = result.catch(() => undefined);
    running.set(key, settled);
    try {
      return await result;
    } finally {
      if (running.get(key) === settled) running.delete(key);
    }
  };
}
