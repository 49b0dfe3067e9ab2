/** docs/product.md §A2: scroll resets on path change except under small-business/nbn/. */
export function shouldResetScroll(pathname: string): boolean {
  return !pathname.includes("small-business/nbn/");
}

/** The layout switches at 992 px; crossing 991 px forces a reload. */
export const MOBILE_MAX_WIDTH = 991;
export const RESIZE_CHECK_DELAY_MS = 500;
export const BACK_TO_TOP_AFTER_PX = 1000;

export function crossedMobileBreakpoint(previousWidth: number, currentWidth: number): boolean {
  return previousWidth > MOBILE_MAX_WIDTH !== currentWidth > MOBILE_MAX_WIDTH;
}
