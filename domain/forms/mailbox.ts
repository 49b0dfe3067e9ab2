/** Providers that deliver `j.o.e@` to `joe@`; Google's two names are one mailbox. */
const DOTS_IGNORED = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/**
 * The mailbox an address reaches, however it is spelt (ADR 0072): lower case, without a
 * `+tag` on the local part (sub-addressing, which every large provider delivers to the same
 * mailbox), and without the local part's dots where the provider ignores them. What the quote
 * emails' per-address cap counts, so `victim+1@` and `v.ictim@` share one count.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split("+")[0]!;
  const canonicalDomain = DOTS_IGNORED.get(domain);
  if (canonicalDomain) local = local.replaceAll(".", "");
  return `${local || address.slice(0, at)}@${canonicalDomain ?? domain}`;
}
