import { act, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Combobox } from "./Combobox";

interface Place {
  id: string;
  label: string;
}

const PLACES: Place[] = [
  { id: "1", label: "12 Smith St, Collingwood VIC 3066" },
  { id: "2", label: "12 Smithfield Rd, Smithfield NSW 2164" },
];

type Search = (term: string, signal: AbortSignal) => Promise<Place[]>;

function addressBox(search: Search, onSelect?: (place: Place) => void) {
  return (
    <Combobox<Place>
      label="Business address"
      minLength={5}
      debounceMs={20}
      search={search}
      itemToString={(place) => place.label}
      itemKey={(place) => place.id}
      emptyText="No address found."
      errorText="Oops! It appears something went wrong with your search."
      onSelect={onSelect}
    />
  );
}

function renderBox(search: Search) {
  const onSelect = vi.fn();
  render(addressBox(search, onSelect));
  return { onSelect, input: screen.getByRole("combobox", { name: "Business address" }) };
}

describe("Combobox", () => {
  it("does not search until the term reaches the minimum length", async () => {
    const search = vi.fn(async () => PLACES);
    const { input } = renderBox(search);
    await userEvent.type(input, "12 Sm");
    await screen.findByRole("option", { name: PLACES[0]!.label });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith("12 Sm", expect.any(AbortSignal));

    await userEvent.clear(input);
    await userEvent.type(input, "12 S");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(search).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("picks the highlighted suggestion with the arrow keys and Enter", async () => {
    const { input, onSelect } = renderBox(async () => PLACES);
    await userEvent.type(input, "12 Smith");
    await screen.findByRole("option", { name: PLACES[1]!.label });
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith(PLACES[1]);
    expect(input).toHaveProperty("value", PLACES[1]!.label);
  });

  it("names an active option only while one is highlighted (no empty id)", async () => {
    const { input } = renderBox(async () => PLACES);
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
    await userEvent.type(input, "12 Smith");
    const first = await screen.findByRole("option", { name: PLACES[0]!.label });
    await userEvent.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(first.id);
  });

  it("stays closed on a click while it has nothing to list, and reopens its list on one", async () => {
    const { input } = renderBox(async () => PLACES);
    await userEvent.click(input);
    expect(input.getAttribute("aria-expanded")).toBe("false");

    await userEvent.type(input, "12 Smith");
    await screen.findByRole("option", { name: PLACES[0]!.label });
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("option")).toBeNull();
    await userEvent.click(input);
    expect(await screen.findByRole("option", { name: PLACES[0]!.label })).toBeTruthy();
  });

  it("takes the first suggestion on Enter when none is highlighted", async () => {
    const { input, onSelect } = renderBox(async () => PLACES);
    await userEvent.type(input, "12 Smith");
    await screen.findByRole("option", { name: PLACES[0]!.label });
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith(PLACES[0]);
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("shows one 'nothing found' entry that chooses nothing", async () => {
    const { input, onSelect } = renderBox(async () => []);
    await userEvent.type(input, "zzzzzz");
    await userEvent.click(await screen.findByRole("option", { name: "No address found." }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
  });

  it("never lets an older, slower answer replace a newer one", async () => {
    const search = vi.fn(async (term: string, signal: AbortSignal) => {
      const slow = term === "12 Smi";
      await new Promise((resolve) => setTimeout(resolve, slow ? 150 : 10));
      if (signal.aborted) throw new DOMException("aborted", "AbortError");
      return slow ? [PLACES[1]!] : [PLACES[0]!];
    });
    const { input } = renderBox(search);
    await userEvent.type(input, "12 Smi");
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await userEvent.type(input, "t");
    await screen.findByRole("option", { name: PLACES[0]!.label });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("option", { name: PLACES[1]!.label })).toBeNull();
    const firstSignal = search.mock.calls[0]![1];
    expect(firstSignal.aborted).toBe(true);
  });

  it("announces the outcome and shows the error text when a search fails", async () => {
    const { input } = renderBox(async () => {
      throw new Error("upstream down");
    });
    await userEvent.type(input, "12 Smith");
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Oops! It appears something went wrong with your search.",
      ),
    );
  });

  /** The server's box with `typed` in it, as a visitor left it before the script started. */
  async function hydrateTyped(search: Search, typed: string, { focused }: { focused: boolean }) {
    const box = addressBox(search);
    const container = document.createElement("div");
    container.innerHTML = renderToString(box);
    document.body.append(container);
    const input = container.querySelector("input")!;
    if (focused) input.focus();
    input.value = typed;
    await act(async () => {
      hydrateRoot(container, box);
    });
    return { input, remove: () => container.remove() };
  }

  it("keeps and searches text typed before the page's script started", async () => {
    const search = vi.fn(async () => PLACES);
    const { input, remove } = await hydrateTyped(search, "12 Smith", { focused: false });
    await waitFor(() => expect(search).toHaveBeenCalledWith("12 Smith", expect.any(AbortSignal)));
    expect(input.value).toBe("12 Smith");
    // The visitor has moved on: the answer is announced, and nothing opens under them.
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^2 suggestions/));
    expect(screen.queryByRole("option")).toBeNull();
    remove();
  });

  it("shows the suggestions for text typed before the script started, the box still in use", async () => {
    const { input, remove } = await hydrateTyped(async () => PLACES, "12 Smith", {
      focused: true,
    });
    await screen.findByRole("option", { name: PLACES[0]!.label });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.value).toBe("12 Smith");
    remove();
  });
});
