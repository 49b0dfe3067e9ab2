/**
 * The editor's lists draw each item's remove button as a bare bin icon, with no name for a
 * screen reader (axe: button-name). Until the library names it, every such button gets one
 * as it appears.
 */
export function labelRemoveButtons(root: HTMLElement): void {
  const unnamed = "button.kui\\:ListViewItem-actions:not([aria-label])";
  const label = () => {
    for (const button of root.querySelectorAll<HTMLButtonElement>(unnamed)) {
      button.setAttribute("aria-label", "Remove item");
    }
  };
  new MutationObserver(label).observe(root, { childList: true, subtree: true });
  label();
}
