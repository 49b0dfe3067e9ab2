import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useQuoteChoices } from "./use-quote-choices";

describe("useQuoteChoices", () => {
  it("hands QuoteSection the same object while the choices stay the same", () => {
    const { result, rerender } = renderHook((choices) => useQuoteChoices(choices), {
      initialProps: { journey: "nbn", plan_id: "nbn-100" } as Record<string, string> | null,
    });
    const first = result.current;
    expect(first).toEqual({ journey: "nbn", plan_id: "nbn-100" });

    rerender({ journey: "nbn", plan_id: "nbn-100" });
    expect(result.current).toBe(first);

    rerender({ journey: "nbn", plan_id: "nbn-250" });
    expect(result.current).toEqual({ journey: "nbn", plan_id: "nbn-250" });

    rerender(null);
    expect(result.current).toBeNull();
  });
});
