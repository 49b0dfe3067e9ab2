import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ManualAddressForm } from "./ManualAddressForm";
import { QualificationProgress } from "./QualificationProgress";

describe("QualificationProgress", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("moves to 60 after 8 s, to 99 after a further 16 s, and completes on the answer", () => {
    vi.useFakeTimers();
    const { rerender } = render(<QualificationProgress active address="120 Church St" />);
    const bar = screen.getByRole("progressbar", { name: "Checking your address" });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    act(() => vi.advanceTimersByTime(7_999));
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    act(() => vi.advanceTimersByTime(1));
    expect(bar.getAttribute("aria-valuenow")).toBe("60");
    act(() => vi.advanceTimersByTime(15_999));
    expect(bar.getAttribute("aria-valuenow")).toBe("60");
    act(() => vi.advanceTimersByTime(1));
    expect(bar.getAttribute("aria-valuenow")).toBe("99");
    act(() => vi.advanceTimersByTime(60_000));
    expect(bar.getAttribute("aria-valuenow")).toBe("99");

    rerender(<QualificationProgress active={false} address="" />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    const fill = screen
      .getByText("Check complete")
      .parentElement?.querySelector<HTMLElement>("[style]");
    expect(fill?.style.width).toBe("100%");
  });

  it("completes at once when the answer comes before 8 s", () => {
    vi.useFakeTimers();
    const { rerender } = render(<QualificationProgress active address="120 Church St" />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<QualificationProgress active={false} address="" />);
    expect(screen.getByText("Check complete")).toBeDefined();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

describe("ManualAddressForm", () => {
  const fill = async (label: RegExp | string, value: string) =>
    userEvent.type(screen.getByLabelText(label), value);

  it("names every missing field, marks it invalid and focuses the first", async () => {
    const onSearch = vi.fn();
    render(<ManualAddressForm onSearch={onSearch} busy={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Search this address" }));
    expect(onSearch).not.toHaveBeenCalled();
    for (const [label, name] of [
      ["Street number", "street number"],
      ["Street name", "street name"],
      ["Street type", "street type"],
      ["Suburb", "suburb"],
      ["Postcode", "postcode"],
      ["State", "state"],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe(
        `The ${name} field is required.`,
      );
    }
    expect(screen.getByLabelText(/Unit number/).getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Street number"));
  });

  it("asks for a correct postcode, then searches the joined address", async () => {
    const onSearch = vi.fn();
    render(<ManualAddressForm onSearch={onSearch} busy={false} />);
    await fill(/Unit number/, "4");
    await fill("Street number", "120");
    await fill("Street name", "Church");
    await userEvent.selectOptions(screen.getByLabelText("Street type"), "St");
    await fill("Suburb", "Parramatta");
    await userEvent.selectOptions(screen.getByLabelText("State"), "NSW");
    await fill("Postcode", "215");
    await userEvent.click(screen.getByRole("button", { name: "Search this address" }));
    expect(screen.getByText("Please enter correct postcode!")).toBeDefined();
    expect(onSearch).not.toHaveBeenCalled();

    await fill("Postcode", "0");
    expect(screen.queryByText("Please enter correct postcode!")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Search this address" }));
    expect(onSearch).toHaveBeenCalledWith("Unit 4 120 Church St, Parramatta NSW 2150");
  });
});
