import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import storedNav from "../../../content/nav.json";
import siteContent from "../../../content/site.json";
import { CONTENT_FILES } from "../../../domain/content/registry";
import { Navigation, NAV_LOAD_ERROR } from "./Navigation";
import { TopStrip } from "./TopStrip";

// The file holds the editor's shape (ADR 0046); the page gets it as the server reads it.
const navContent = CONTENT_FILES.nav.schema.parse(storedNav);

function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  localStorage.clear();
});

describe("TopStrip", () => {
  it("shows the sales number, Contact Us and Login to visitors", () => {
    renderAt("/internet", <TopStrip phones={siteContent.phones} />);
    expect(screen.getByRole("link", { name: /1300 975 707/ })).toHaveProperty(
      "href",
      "tel:1300975707",
    );
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
  });

  it("greets a signed-in agent and logs them out", async () => {
    localStorage.setItem("isAgent", "true");
    localStorage.setItem("orderFormToken", "a.b.c");
    localStorage.setItem("agentUsername", "Priya");
    localStorage.setItem("expiry", String(Math.floor(Date.now() / 1000) + 600));
    localStorage.setItem("agentCode", "AG-1042");
    renderAt("/small-business/nbn", <TopStrip phones={siteContent.phones} />);

    expect(screen.getByRole("link", { name: /1300 975 709/ })).toBeDefined();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Not Priya? Log Out" }));
    expect(screen.getByRole("link", { name: "Login" })).toBeDefined();
    expect(localStorage.getItem("isAgent")).toBe("false");
    expect(localStorage.getItem("agentCode")).toBeNull();
  });
});

// Rendered afresh, not hydrated, the header waits for its mobile menu's code (an island).
describe("Navigation", () => {
  it("marks the current section and child for the path", async () => {
    renderAt("/voip/bulk-sms", <Navigation nav={navContent.mainItems} brand={siteContent.brand} />);
    const desktop = await screen.findByRole("navigation", { name: "Main" });
    const voice = within(desktop).getByRole("link", { name: "Voice" });
    expect(voice.dataset.active).toBe("true");
    expect(within(desktop).getByRole("link", { name: "Internet" }).dataset.active).toBeUndefined();
    const links = desktop.querySelectorAll<HTMLAnchorElement>('a[href="/voip/bulk-sms"]');
    expect(links[0]?.dataset.active).toBe("true");
    // The page's own link is announced as the current page; its section and siblings are not.
    expect(links[0]?.getAttribute("aria-current")).toBe("page");
    expect(voice.getAttribute("aria-current")).toBeNull();
    expect(desktop.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    const mobile = screen.getByRole("navigation", { name: "Main mobile" });
    const current = within(mobile).getAllByRole("link", { current: "page", hidden: true });
    expect(current.map((link) => link.getAttribute("href"))).toEqual(["/voip/bulk-sms"]);
  });

  // The browser opens and closes the panels (popovers, which jsdom lacks): the browser tests
  // drive them, with and without script.
  it("gives each section a button that opens the panel of its pages", async () => {
    renderAt("/", <Navigation nav={navContent.mainItems} brand={siteContent.brand} />);
    const toggle = await screen.findByRole("button", { name: "Internet pages" });
    const panelId = toggle.getAttribute("popovertarget")!;
    expect(toggle.getAttribute("aria-controls")).toBe(panelId);
    const panel = document.getElementById(panelId)!;
    expect(panel.getAttribute("popover")).toBe("auto");
    expect(
      within(panel)
        .getByRole("link", { name: "Business fibre", hidden: true })
        .getAttribute("href"),
    ).toBe("/internet/business-fibre");
  });

  it("says so when the navigation could not be loaded", () => {
    renderAt("/", <Navigation nav={null} brand={siteContent.brand} />);
    expect(screen.getByRole("alert").textContent).toBe(NAV_LOAD_ERROR);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
