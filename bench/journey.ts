/**
 * `npm run bench:journey`: the ordering journeys' targets on this machine, against the
 * production server with its stand-ins in-process: the p95 of an address look-up and of a
 * qualification through the gateway at a fixed offered load of 200 requests per second
 * (open loop; target under 30 ms each), the same
 * qualification for the premises Flip to Fibre checks, and the compressed JavaScript
 * /small-business/nbn and /flip-to-fibre load (target at most 150 KB each). Look-ups run warm
 * (the address cache, ADR 0014, as visitors meet it) and then with the cache off, to show what
 * reaching the address API every time costs.
 */
import { UPGRADEABLE_CLASSES } from "../domain/qualification/service-class";
import { loadAddressDataSet } from "../simulators/address-api/data-set";
import {
  measure,
  measureOpenLoop,
  pageJavaScriptBytes,
  printTable,
  startBenchServer,
} from "./support";

const LATENCY_TARGET_MS = 30;
const JS_TARGET_KB = 150;
/** Requests per second offered, whatever the answers' speed (ADR 0019). */
const RATE = 200;

// Realistic, varied requests: what visitors type (number, street, the start of the suburb)
// and the nbn locations those addresses qualify with.
const { addresses, qualifications: qualificationData } = loadAddressDataSet();
const lookups = addresses.slice(0, 300).map((address) => {
  const fullText = `${address.number} ${address.streetName} ${address.streetType} ${address.locality.slice(0, 4)}`;
  const params = new URLSearchParams({ fullText, source: "footprint", excludeProviders: "DGTEK" });
  return `/api/v2/address?${params}`;
});
const qualifications = addresses
  .flatMap((address) => address.providers.filter((provider) => provider.name === "NBN"))
  .slice(0, 300)
  .map(
    ({ locationId }) =>
      `/api/v2/service-qualification?${new URLSearchParams({ nbn: locationId, brand: "Tidewire" })}`,
  );

// Flip to Fibre checks the same gateway; its visitors' premises are on the upgradeable classes.
const upgradeableQualifications = Object.entries(qualificationData)
  .filter(([, entry]) => UPGRADEABLE_CLASSES.includes(entry.serviceClass))
  .slice(0, 300)
  .map(
    ([locationId]) =>
      `/api/v2/service-qualification?${new URLSearchParams({ nbn: locationId, brand: "Tidewire" })}`,
  );

const server = await startBenchServer();
try {
  // Warm up the JIT, the connection pools and the stand-in's index before measuring.
  const asRequests = (paths: string[]) => paths.map((path) => ({ path }));
  await measure("warm-up", { url: server.baseUrl, requests: asRequests(lookups), duration: 3 });
  await measure("warm-up", {
    url: server.baseUrl,
    requests: asRequests(qualifications),
    duration: 2,
  });
  const lookup = await measureOpenLoop("address look-up (gateway)", {
    baseUrl: server.baseUrl,
    paths: lookups,
    rate: RATE,
  });
  const qualification = await measureOpenLoop("qualification (gateway)", {
    baseUrl: server.baseUrl,
    paths: qualifications,
    rate: RATE,
  });
  const flipQualification = await measureOpenLoop("qualification, FTTN/FTTC (Flip to Fibre)", {
    baseUrl: server.baseUrl,
    paths: upgradeableQualifications,
    rate: RATE,
  });
  // The same load on an answer with no outside call, to read the figures above against: on a
  // shared machine it shows how much of the latency is the machine rather than the journey.
  const baseline = await measureOpenLoop("GET /api/nav (no outside call)", {
    baseUrl: server.baseUrl,
    paths: ["/api/nav"],
    rate: RATE,
  });
  const jsBytes = await pageJavaScriptBytes(server.baseUrl, "/small-business/nbn");
  const flipJsBytes = await pageJavaScriptBytes(server.baseUrl, "/flip-to-fibre");

  printTable(
    [lookup, qualification, flipQualification, baseline].map((row) => ({
      endpoint: row.label,
      "req/s": row.requestsPerSecond,
      "p95 ms": row.p95Ms,
      "p99 ms": row.p99Ms,
      "non-2xx": row.non2xx,
      errors: row.errors,
    })),
  );
  const jsKb = jsBytes / 1024;
  const flipJsKb = flipJsBytes / 1024;
  console.log(
    `JavaScript loaded by /small-business/nbn: ${jsKb.toFixed(1)} KB, by /flip-to-fibre: ${flipJsKb.toFixed(1)} KB, compressed as sent (target <= ${JS_TARGET_KB} KB each)`,
  );
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `Targets: look-up p95 ${lookup.p95Ms.toFixed(1)} ms ${verdict(lookup.p95Ms < LATENCY_TARGET_MS)}, qualification p95 ${qualification.p95Ms.toFixed(1)} ms ${verdict(
      qualification.p95Ms < LATENCY_TARGET_MS,
    )}, Flip to Fibre qualification p95 ${flipQualification.p95Ms.toFixed(1)} ms ${verdict(
      flipQualification.p95Ms < LATENCY_TARGET_MS,
    )} (< ${LATENCY_TARGET_MS} ms at ${RATE} req/s offered), JS ${verdict(
      jsKb <= JS_TARGET_KB && flipJsKb <= JS_TARGET_KB,
    )}`,
  );
} finally {
  await server.stop();
}

const uncached = await startBenchServer({ env: { ADDRESS_CACHE_TTL_MS: "0" } });
try {
  await measure("warm-up", {
    url: uncached.baseUrl,
    requests: lookups.map((path) => ({ path })),
    duration: 2,
  });
  const cold = await measureOpenLoop("address look-up, cache off", {
    baseUrl: uncached.baseUrl,
    paths: lookups,
    rate: RATE,
  });
  console.log(
    `Address look-up with ADDRESS_CACHE_TTL_MS=0 (every look-up reaches the address API): p95 ${cold.p95Ms.toFixed(1)} ms, ${cold.requestsPerSecond} req/s (no target: what the cache saves)`,
  );
} finally {
  await uncached.stop();
}
