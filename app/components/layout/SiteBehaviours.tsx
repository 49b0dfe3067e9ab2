import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { bodyClassForPath } from "@domain/site/body-class";
import {
  RESIZE_CHECK_DELAY_MS,
  crossedMobileBreakpoint,
  shouldResetScroll,
} from "@domain/site/scroll";
import { absorbUrlParameters } from "~/lib/agent-session";
import { loadCodeAfterStart } from "~/lib/code-after-start";
import { hydrateMarkedPartsFirst } from "~/lib/hydrate-first";
import { trackVirtualPageView } from "~/lib/analytics";

/** The page-wide behaviours of docs/product.md §A2, as effects with no markup of their own. */
export function SiteBehaviours() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const firstRender = useRef(true);

  // Tells browser tests (and anyone debugging) that the page is interactive; the address boxes'
  // parts hydrate next, and the code of the parts that load after the start is asked for, in a
  // task of its own: the frame's effects run in one task, and asking for the page's code took
  // 10-15 ms of it at 4x CPU (ADR 0055).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    hydrateMarkedPartsFirst();
    setTimeout(loadCodeAfterStart);
  }, []);

  // Body class from the path; the server renders it too (app/root.tsx).
  useEffect(() => {
    document.body.className = bodyClassForPath(pathname);
  }, [pathname]);

  // Scroll resets on path change, except under small-business/nbn/.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
    } else if (shouldResetScroll(pathname) && !hash) {
      window.scrollTo(0, 0);
    }
    trackVirtualPageView(pathname);
  }, [pathname, hash]);

  // Agent token, conversation id and utm source arrive in the URL. Read in a task of its own:
  // a page's first touch of the browser's storage waits on the browser (10-20 ms at 4x CPU),
  // and the frame's effects all run in one task (ADR 0060).
  useEffect(() => {
    const timer = setTimeout(() => {
      const cleaned = absorbUrlParameters(search);
      if (cleaned !== null) navigate({ pathname, search: cleaned, hash }, { replace: true });
    });
    return () => clearTimeout(timer);
  }, [search, pathname, hash, navigate]);

  // Crossing 991 px swaps layouts that are built for one side of it: reload.
  useEffect(() => {
    let width = window.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = window.innerWidth;
        if (crossedMobileBreakpoint(width, next)) window.location.reload();
        width = next;
      }, RESIZE_CHECK_DELAY_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return null;
}
