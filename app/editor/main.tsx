import * as keystatic from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import { keystaticConfig, type EditorStorage } from "@domain/content/editor/keystatic-config";
import "./editor.css";
import { labelRemoveButtons } from "./label-remove-buttons";
import { explainRefusedSaves } from "./refused-saves";

// The content editor (ADR 0046): its own page and bundle, served only at /keystatic, so none of
// it reaches a public page. The server writes where saves go into the page.
const storage = JSON.parse(
  document.querySelector<HTMLMetaElement>('meta[name="editor-storage"]')?.content ?? "{}",
) as EditorStorage;
const config = keystaticConfig(keystatic, storage);

const root = document.getElementById("editor")!;
explainRefusedSaves();
labelRemoveButtons(root);
createRoot(root).render(<Keystatic config={config} />);
