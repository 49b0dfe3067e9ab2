import { useEffect, useRef } from "react";
import type { FormPostOutcome } from "@domain/forms/form-post";

/**
 * A pricing form posted before the page's script started was checked and stored by the server
 * (ADR 0025); once the page is alive, its address is priced as if the script had sent it.
 */
export function usePricingAfterPost(
  posted: FormPostOutcome | null,
  price: (address: string, speed: number) => void,
) {
  const priceRef = useRef(price);
  useEffect(() => {
    if (posted?.kind !== "sent") return;
    priceRef.current(posted.values.address ?? "", Number(posted.values.speed));
  }, [posted]);
}
