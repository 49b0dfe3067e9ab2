import { useRouteLoaderData } from "react-router";
import type { ShellData } from "~/components/layout/shell-data";

/** docs/product.md §A9: lodging details agrees to be contacted, with the privacy policy linked. */
export function PrivacyNote() {
  const root = useRouteLoaderData<{ shell: ShellData }>("root");
  const privacy = root?.shell.links.privacy;
  return (
    <p>
      By sending your details you agree that a consultant may contact you about your enquiry, at a
      time that suits you and with no obligation.{" "}
      {privacy ? (
        <a href={privacy} className="font-semibold text-brand-700 underline underline-offset-4">
          Read our privacy policy
        </a>
      ) : null}
    </p>
  );
}
