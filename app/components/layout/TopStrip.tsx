import { Link, useLocation } from "react-router";
import { isSmallBusinessPath, telHref } from "@domain/site/phone";
import { logoutAgent, useAgentSession } from "~/lib/agent-session";
import type { ShellData } from "./shell-data";

/** docs/product.md §A2: phone number, Contact Us and Login; agents get a log-out button. */
export function TopStrip({ phones }: Pick<ShellData, "phones">) {
  const { pathname } = useLocation();
  const agent = useAgentSession();
  const phone = isSmallBusinessPath(pathname) ? phones.smallBusiness : phones.sales;

  return (
    <div className="bg-brand-900 text-sm text-white print:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-end gap-5 px-4 py-2">
        <a
          href={telHref(phone.display)}
          className="font-semibold hover:underline"
          data-testid="strip-phone"
        >
          <span className="sr-only">Call us on </span>
          {phone.display}
        </a>
        {agent ? (
          <button
            type="button"
            onClick={logoutAgent}
            className="rounded bg-white/10 px-3 py-1 font-semibold hover:bg-white/20"
          >
            Not {agent.username}? Log Out
          </button>
        ) : (
          <>
            <Link to="/contact" className="hover:underline">
              Contact Us
            </Link>
            <Link to="/login" className="hover:underline">
              Login
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
