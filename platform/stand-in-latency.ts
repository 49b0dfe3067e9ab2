import { CARRIER_KEYS } from "../domain/pricing/carriers";

const PAIR = `(${CARRIER_KEYS.join("|")})=\\d{1,6}`;

/**
 * The syntax of SIM_CARRIER_LATENCY, how long the carrier stand-ins take to answer: `realistic`,
 * `fast`, or a list such as TELSTRA=3000,OPTUS=100. The settings check it at start; the
 * stand-ins read it (simulators/carriers/latency.ts).
 */
export const LATENCY_SETTING = new RegExp(`^(realistic|fast|${PAIR}(,${PAIR})*)$`);
