import { useCallback, useEffect, useRef, useState } from "react";
import { API } from "@domain/api/contracts";
import {
  erroredRow,
  loadingRows,
  pricingProgress,
  rowFromEntry,
  type CarrierRow,
} from "@domain/pricing/carrier-rows";
import { CARRIER_KEYS, type CarrierKey } from "@domain/pricing/carriers";
import { api } from "~/lib/api";
import { reportError } from "~/lib/monitoring";

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

/** One carrier's row for an address and speed: its own request, its own failure. */
async function priceCarrier(
  carrier: CarrierKey,
  address: string,
  speed: number,
  signal: AbortSignal,
): Promise<CarrierRow> {
  try {
    const result = await api.post(API.fibrePricing, { address, speed, carrier }, { signal });
    if (result.ok) return rowFromEntry(carrier, result.data.data[carrier], speed);
    reportError(result.kind === "failure" ? result.error : new Error(result.message), {
      carrier,
      stage: "fibre pricing",
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    reportError(error, { carrier, stage: "fibre pricing" });
  }
  return erroredRow(carrier);
}

/**
 * The results table's rows (docs/product.md §A4): every carrier asked at once, each row filled
 * in as its carrier answers. A new start (another speed) abandons the last one's answers.
 */
export function useCarrierPricing() {
  const [rows, setRows] = useState<CarrierRow[]>([]);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback((address: string, speed: number) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setRows(loadingRows());
    for (const carrier of CARRIER_KEYS) {
      priceCarrier(carrier, address, speed, controller.signal).then(
        (row) => {
          if (controller.signal.aborted) return;
          setRows((previous) => previous.map((old) => (old.carrier === carrier ? row : old)));
        },
        () => undefined, // aborted: a newer request owns the table
      );
    }
  }, []);

  const progress = pricingProgress(rows);
  return { rows, progress, busy: rows.length > 0 && !progress.complete, start };
}
