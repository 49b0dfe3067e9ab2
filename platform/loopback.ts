/**
 * 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports them). What
 * answers only on this machine (the stand-ins' data, the demo's content editor) asks the
 * socket's own address, never X-Forwarded-For, which any client can write.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, "");
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
