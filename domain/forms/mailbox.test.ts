import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mailbox";

describe("mailboxOf", () => {
  it("gives every spelling of one mailbox the same name", () => {
    const one = [
      "victim@example.com.au",
      " Victim@Example.com.AU ",
      "victim+1@example.com.au",
      "victim+quotes+2@example.com.au",
    ];
    expect(new Set(one.map(mailboxOf))).toEqual(new Set(["victim@example.com.au"]));
    const gmail = ["jo.smith@gmail.com", "josmith@googlemail.com", "J.o.Smith+x@GMAIL.com"];
    expect(new Set(gmail.map(mailboxOf))).toEqual(new Set(["josmith@gmail.com"]));
  });

  it("keeps dots where the provider delivers them apart", () => {
    expect(mailboxOf("jo.smith@tidewire.example")).toBe("jo.smith@tidewire.example");
    expect(mailboxOf("jo.smith@tidewire.example")).not.toBe(mailboxOf("josmith@tidewire.example"));
  });

  it("leaves an address it cannot read, or a tag alone, as written", () => {
    expect(mailboxOf("+tag@example.com")).toBe("+tag@example.com");
    expect(mailboxOf("no-at-sign")).toBe("no-at-sign");
  });
});
