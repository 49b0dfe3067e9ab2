import { useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { useOptimisticChoice } from "./use-optimistic-choice";

/** A plan button and the totals that follow from the plan, as a journey lays them out. */
function Journey({ renders }: { renders: string[] }) {
  const [plan, setPlan] = useState("Starter");
  return (
    <>
      <PlanButton plan={plan} onChoose={setPlan} />
      <Totals plan={plan} renders={renders} />
    </>
  );
}

function PlanButton({ plan, onChoose }: { plan: string; onChoose: (plan: string) => void }) {
  const [shown, choose] = useOptimisticChoice(plan, onChoose);
  return (
    <button type="button" onClick={() => choose("Performance")}>
      {shown}
    </button>
  );
}

function Totals({ plan, renders }: { plan: string; renders: string[] }) {
  renders.push(plan);
  return <output>{`Totals for ${plan}`}</output>;
}

describe("useOptimisticChoice", () => {
  // The press is dispatched as a browser dispatches it, outside act(), so React schedules the
  // transition as it does on a page instead of act() flushing it with the press.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("shows the choice in the press's own render and the rest of the page after it", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    const renders: string[] = [];
    root.render(<Journey renders={renders} />);
    await waitFor(() => expect(container.querySelector("button")).not.toBeNull());
    const button = container.querySelector("button")!;
    const totals = container.querySelector("output")!;
    expect(totals.textContent).toBe("Totals for Starter");

    button.click();
    // The press's render (a microtask after the event) has drawn the button, not the totals.
    await Promise.resolve();
    expect(button.textContent).toBe("Performance");
    expect(totals.textContent).toBe("Totals for Starter");
    expect(renders).toEqual(["Starter"]);

    // The transition then renders the totals, and the button keeps the choice.
    await waitFor(() => expect(totals.textContent).toBe("Totals for Performance"));
    expect(button.textContent).toBe("Performance");
    root.unmount();
    container.remove();
  });
});
