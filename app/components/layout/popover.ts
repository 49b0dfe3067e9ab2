/** Whether a popover is open; false where the browser has no popovers (nothing opened it). */
export const isShown = (panel: HTMLElement | null) => {
  try {
    return panel?.matches(":popover-open") ?? false;
  } catch {
    return false;
  }
};
