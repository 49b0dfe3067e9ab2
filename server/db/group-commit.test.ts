import { describe, expect, it, vi } from "vitest";
import { createGroupCommit } from "./group-commit";

class ItemFault extends Error {}

/** A store whose batches fail with `batchError`; written alone, item 13 is refused. */
function store(batchError: Error) {
  const writeBatch = vi.fn(async () => {
    throw batchError;
  });
  const writeAlone = vi.fn(async (item: number) => {
    if (item === 13) throw new ItemFault(`item ${item}`);
    return `alone ${item}`;
  });
  const write = createGroupCommit<number, string>({
    writeBatch,
    writeAlone,
    committed: "batch",
    maxBatch: 10,
    itemFault: (error) => error instanceof ItemFault,
  });
  return { write, writeBatch, writeAlone };
}

describe("group commit", () => {
  it("commits the items that arrive together in one batch", async () => {
    const writeBatch = vi.fn(async () => undefined);
    const write = createGroupCommit<number, string>({
      writeBatch,
      writeAlone: async () => "alone",
      committed: "batch",
      maxBatch: 10,
      itemFault: () => true,
    });
    expect(await Promise.all([1, 2, 3].map(write))).toEqual(["batch", "batch", "batch"]);
    expect(writeBatch).toHaveBeenCalledTimes(1);
    expect(writeBatch).toHaveBeenCalledWith([1, 2, 3]);
  });

  it("writes each item alone when the batch failed for an item's fault: only that one fails", async () => {
    const { write, writeAlone } = store(new ItemFault("batch"));
    const results = await Promise.allSettled([12, 13, 14].map(write));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(writeAlone).toHaveBeenCalledTimes(3);
  });

  it("fails every item at once when the database failed, trying none again", async () => {
    const locked = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    const { write, writeBatch, writeAlone } = store(locked);
    const results = await Promise.allSettled([1, 2, 3].map(write));
    expect(results).toEqual(
      Array.from({ length: 3 }, () => ({ status: "rejected", reason: locked })),
    );
    expect(writeBatch).toHaveBeenCalledTimes(1);
    expect(writeAlone).not.toHaveBeenCalled();
  });
});
