import type { SiteEntry } from "@domain/multi-site/site-list";
import { readStorage, writeStorage } from "~/lib/storage";

/** How the buyer is giving their sites. */
export type ListWay = "paste" | "upload" | "add";

/**
 * The list as the buyer has it: kept for this tab, so a reload before it is sent keeps it, and
 * "Check other sites" starts from it.
 */
export interface ListDraft {
  way: ListWay;
  pasted: string;
  added: SiteEntry[];
}

const KEY = "multi-site-list";
export const EMPTY_DRAFT: ListDraft = { way: "paste", pasted: "", added: [] };

/** The tab's saved list as its text ("" for none), to compare without parsing. */
export const readSavedDraft = () => readStorage("session", KEY) ?? "";

export function parseDraft(text: string): ListDraft {
  try {
    const saved = JSON.parse(text || "null") as Partial<ListDraft> | null;
    if (!saved || typeof saved !== "object") return EMPTY_DRAFT;
    return {
      way: saved.way === "upload" || saved.way === "add" ? saved.way : "paste",
      pasted: typeof saved.pasted === "string" ? saved.pasted : "",
      added: Array.isArray(saved.added)
        ? saved.added.filter(
            (site): site is SiteEntry =>
              typeof site?.address === "string" &&
              (site.name === null || typeof site.name === "string"),
          )
        : [],
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export const saveDraft = (draft: ListDraft) => writeStorage("session", KEY, JSON.stringify(draft));
