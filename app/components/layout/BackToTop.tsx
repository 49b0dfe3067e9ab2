import { useEffect, useState } from "react";
import { BACK_TO_TOP_AFTER_PX } from "@domain/site/scroll";

/** Appears once the visitor has scrolled past 1000 px (docs/product.md §A2). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed bottom-5 right-5 z-30 rounded-full bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-800"
    >
      <span aria-hidden="true">↑ </span>Back to top
    </button>
  );
}
