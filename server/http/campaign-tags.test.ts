import { describe, expect, it } from "vitest";
import { cacheablePath } from "./campaign-tags";

describe("cacheablePath", () => {
  it("answers a URL without a query as itself", () => {
    expect(cacheablePath("/internet")).toBe("/internet");
    expect(cacheablePath("/")).toBe("/");
  });

  it("answers a URL whose query holds only campaign and click tags as its bare path", () => {
    expect(cacheablePath("/internet?utm_source=newsletter&utm_medium=email")).toBe("/internet");
    expect(cacheablePath("/?gclid=Cj0KCQiA&fbclid=IwAR2&msclkid=5f2a")).toBe("/");
    expect(cacheablePath("/contact?utm_campaign=spring%20sale&")).toBe("/contact");
    expect(cacheablePath("/contact?")).toBe("/contact");
    expect(cacheablePath("/contact?utm_content")).toBe("/contact");
  });

  it("renders afresh whatever else the query holds", () => {
    expect(cacheablePath("/contact?utm_source=x&agent-token=abc")).toBeNull();
    expect(cacheablePath("/small-business/nbn?plan=smb-100")).toBeNull();
    expect(cacheablePath("/partners?sent=partner")).toBeNull();
    expect(cacheablePath("/contact?conversation_id=c-1")).toBeNull();
    // Only the exact names: look-alikes are not tags.
    expect(cacheablePath("/contact?utm=1")).toBeNull();
    expect(cacheablePath("/contact?GCLID=1")).toBeNull();
    expect(cacheablePath("/contact?xgclid=1")).toBeNull();
  });
});
