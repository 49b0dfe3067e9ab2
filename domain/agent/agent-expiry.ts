/** Whether a session or token that runs out at `expSeconds` (Unix seconds) still holds. */
export function isUnexpired(expSeconds: number, nowSeconds: number): boolean {
  return expSeconds > nowSeconds;
}

export function nowInSeconds(now: number = Date.now()): number {
  return Math.floor(now / 1000);
}
