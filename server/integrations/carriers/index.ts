import type { CarrierKey } from "../../../domain/pricing/carriers";
import { aaptApi } from "./aapt";
import { createCarrierClient, type CarrierClient, type CarrierClientOptions } from "./carrier-api";
import { dgtekApi } from "./dgtek";
import { nbnApi } from "./nbn";
import { optusApi } from "./optus";
import { telstraApi } from "./telstra";
import { vocusApi } from "./vocus";

export { createEnterpriseClient, type EnterpriseClient } from "./nbn";
export type { CarrierClient } from "./carrier-api";

/** One client per carrier, each behind the same interface. */
export function createCarrierClients(
  options: CarrierClientOptions,
): Record<CarrierKey, CarrierClient> {
  return {
    TELSTRA: createCarrierClient(telstraApi, options),
    OPTUS: createCarrierClient(optusApi, options),
    AAPT: createCarrierClient(aaptApi, options),
    NBN: createCarrierClient(nbnApi, options),
    VOCUS: createCarrierClient(vocusApi, options),
    DGTEK: createCarrierClient(dgtekApi, options),
  };
}
