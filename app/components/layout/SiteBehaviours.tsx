import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { bodyClassForPath } from "@domain/site/body-class";
import {
  RESIZE_CHECK_DELAY_MS,
  crossedMobileBreakpoint,
  shouldResetScroll,
} from "@domain/site/scroll";
import { trackVirtualPageView } from "~/lib/analytics";

/** The page-wide behaviours of docs/product.md §A2, as effects with no markup of their own. */
export function SiteBehaviours() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const firstRender = useRef(true);

  // Tells browser tests (and anyone debugging) that the page's frame is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
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

  // Agent token, conversation id and utm source arrive in the URL. Read in a task of its own,
  // with the code that reads them: a page's first touch of the browser's storage waits on the
  // browser, and the frame's effects all run in one task (ADR 0070).
  useEffect(() => {
    let current = true;
    void import("~/lib/agent-arrival").then(({ absorbUrlParameters }) => {
      if (!current) return;
      const cleaned = absorbUrlParameters(search);
      if (cleaned !== null) navigate({ pathname, search: cleaned, hash }, { replace: true });
    });
    return () => {
      current = false;
    };
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
