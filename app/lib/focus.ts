/** Focuses a section's heading, which also brings it into view ("View plans"). */
export function focusSectionHeading(id: string): void {
  const heading = document.querySelector<HTMLElement>(`#${id} h2`);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/** Brings a field to the middle of the screen and focuses it ("Check address"). */
export function focusField(id: string): void {
  const input = document.getElementById(id);
  input?.scrollIntoView({ block: "center" });
  input?.focus();
}
