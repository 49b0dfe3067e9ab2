/** docs/product.md §A2: throws on purpose, to prove error reporting and the error view. */
export function loader(): never {
  throw new Error("Deliberate test error from /sentry-test-error");
}

export default function SentryTestError() {
  return null;
}
