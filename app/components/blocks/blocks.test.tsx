import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import siteContent from "../../../content/site.json";
import { ContentPageFrame } from "./ContentPageFrame";
import { FaqAccordion } from "./FaqAccordion";
import { PriceTable } from "./PriceTable";
import { ReadMore } from "./ReadMore";
import { ServiceAgreementTable } from "./ServiceAgreementTable";
import { ServicesTabs } from "./ServicesTabs";

function renderInRouter(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return render(<Stub initialEntries={["/"]} />);
}

const agreement = (comments: string[]) => ({
  title: "Service levels",
  subTitle: "What we commit to",
  leadCopy: ["Measured each calendar month."],
  table: {
    headings: ["Service level", "12 months", "24 months", "36 months", "Comments"],
    rows: [
      ["Availability", "99.9%", "99.9%", "99.95%", comments[0] ?? ""],
      ["Restoration", "8 hours", "6 hours", "4 hours", comments[1] ?? ""],
    ],
  },
});

describe("ServiceAgreementTable", () => {
  it("shows the Comments column when a row has a comment", () => {
    render(<ServiceAgreementTable block={agreement(["", "Metro areas"])} />);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Service level",
      "12 months",
      "24 months",
      "36 months",
      "Comments",
    ]);
    expect(screen.getByRole("cell", { name: "Metro areas" })).toBeDefined();
  });

  it("leaves it out when none has", () => {
    render(<ServiceAgreementTable block={agreement([])} />);
    expect(screen.queryByRole("columnheader", { name: "Comments" })).toBeNull();
    expect(screen.getAllByRole("row")[1]!.children).toHaveLength(4);
  });
});

describe("PriceTable", () => {
  it("prints prices with two decimals and their unit, row headers first", () => {
    render(
      <PriceTable
        block={{
          title: "DID number packs",
          headings: ["Pack", "Price"],
          rows: [
            ["DID10", { amount: 4, suffix: "/mth" }],
            ["DID100", { amount: 40, suffix: "/mth" }],
          ],
          notes: ["Prices include GST."],
        }}
      />,
    );
    const row = screen.getByRole("row", { name: /DID10\b/ });
    expect(within(row).getByRole("rowheader").textContent).toBe("DID10");
    expect(within(row).getByRole("cell").textContent).toBe("$4.00/mth");
    expect(screen.getByText("$40.00/mth")).toBeDefined();
    expect(screen.getByText("Prices include GST.")).toBeDefined();
  });
});

describe("FaqAccordion", () => {
  it("uses each entry's first string as the question and the rest as the answer", () => {
    render(
      <FaqAccordion
        block={{
          title: "FAQs",
          items: [["How long does porting take?", "10 to 15 business days.", "It is free."]],
        }}
      />,
    );
    const summary = screen.getByText("How long does porting take?");
    expect(summary.tagName).toBe("SUMMARY");
    const details = summary.closest("details")!;
    expect(details.open).toBe(false);
    expect(within(details).getByText("It is free.")).toBeDefined();
  });
});

describe("ReadMore", () => {
  it("toggles the rest of the copy", async () => {
    render(<ReadMore paragraphs={["First.", "Second.", "Third."]} visible={1} />);
    const button = screen.getByRole("button", { name: "Read more" });
    const rest = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(rest.hidden).toBe(true);
    await userEvent.click(button);
    expect(rest.hidden).toBe(false);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toBe("Read less");
  });

  it("has no button when everything fits", () => {
    render(<ReadMore paragraphs={["Only one."]} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ServicesTabs", () => {
  const block = {
    title: "What we do",
    subTitle: "Three ways we help",
    services: ["Internet", "Voice", "Network"].map((title) => ({
      title,
      subTitle: `${title} for business`,
      items: [`${title} item`],
      url: "/internet",
    })),
  };

  it("opens the middle tab on desktop until one is chosen, then follows arrow keys", async () => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderInRouter(<ServicesTabs block={block} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual([
      "false",
      "true",
      "false",
    ]);
    await userEvent.click(tabs[0]!);
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{ArrowLeft}");
    expect(tabs[2]!.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tabs[2]);
    expect(screen.getByRole("tabpanel").textContent).toContain("Network for business");
  });

  it("opens the first tab on a phone", () => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderInRouter(<ServicesTabs block={block} />);
    expect(screen.getAllByRole("tab")[0]!.getAttribute("aria-selected")).toBe("true");
  });
});

describe("ContentPageFrame", () => {
  it("opens with the page's hero, keeps its blocks in order and closes with the call-us prompt", () => {
    const shell = { phones: siteContent.phones, callPrompt: siteContent.callPrompt };
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ shell }),
        Component: () => (
          <ContentPageFrame
            theme="network-solutions"
            page={{
              title: "IP transit",
              subTitle: "Network solutions",
              leadCopy: ["Full routes from our own backbone.", "Priced per megabit."],
            }}
          >
            <p>First block</p>
            <p>Second block</p>
          </ContentPageFrame>
        ),
      },
    ]);
    const { container } = render(
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { shell } } }} />,
    );

    expect(screen.getByRole("heading", { level: 1, name: "IP transit" })).toBeDefined();
    expect(screen.getByText("Network solutions")).toBeDefined();
    expect(screen.getByText("Priced per megabit.")).toBeDefined();
    const callUs = screen.getByRole("region", { name: siteContent.callPrompt.title });
    const call = within(callUs).getByRole("link", { name: "Call 1300 975 707" });
    expect(call.getAttribute("href")).toBe("tel:1300975707");
    expect(Array.from(container.children, (element) => element.textContent)).toEqual([
      expect.stringContaining("IP transit"),
      "First block",
      "Second block",
      expect.stringContaining("Call 1300 975 707"),
    ]);
  });
});
