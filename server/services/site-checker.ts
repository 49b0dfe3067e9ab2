import pLimit, { type LimitFunction } from "p-limit";
import type { SiteNbn, SiteStatus } from "../../domain/multi-site/site-check";
import {
  fibreFindings,
  NO_ADDRESS_FOUND,
  NO_NBN_LOCATION,
  nbnFindings,
  pickAddress,
} from "../../domain/multi-site/site-findings";
import { erroredRow, rowFromEntry } from "../../domain/pricing/carrier-rows";
import { CARRIER_KEYS, type CarrierKey } from "../../domain/pricing/carriers";
import type { SqAnswer } from "../../domain/qualification/sq-summary-schema";
import { deriveSqRecord } from "../../domain/qualification/sq-record";
import type { ClaimedSite, SiteFindings } from "../db/multi-site-repository";
import type { AddressApiClient } from "../integrations/address-api";
import type { AddressResult } from "../../domain/address/address-schema";
import type { AddressSearch } from "./address-search";
import type { ContentService } from "./content-service";
import type { PricingService } from "./pricing-service";
import { QUALIFICATION_SYSTEM, UpstreamError } from "./upstream";

export const ADDRESS_SERVICE_DOWN = "The address service did not answer: try again";
export const NBN_CHECK_DOWN = "The nbn check did not answer: try again";

/** What one site's check ends in: its status and what it found. */
export interface SiteOutcome {
  status: Exclude<SiteStatus, "pending">;
  findings: SiteFindings;
}

export interface SiteCheckerDependencies {
  addressSearch: Pick<AddressSearch, "find">;
  addressApi: Pick<AddressApiClient, "qualify">;
  pricing: Pick<PricingService, "price">;
  content: Pick<ContentService, "page">;
  brand: string;
  /** Calls in flight at once to each carrier, from this node (MULTI_SITE_CARRIER_CALLS). */
  carrierCalls: number;
}

/**
 * Checks one site of a multi-site check (ADR 0074), as a buyer going through the journeys would:
 * the address look-up (cached, ADR 0014), the nbn qualification, and the six carriers' fibre
 * prices (the price checker's cache). Each carrier gets at most `carrierCalls` calls at once
 * from this node, however many checks run: a check's fifty sites never reach a carrier at once.
 * What the site found before the carriers answer is passed to `progress`, so its row shows the
 * address and the nbn outcome while the prices follow.
 */
export function createSiteChecker({
  addressSearch,
  addressApi,
  pricing,
  content,
  brand,
  carrierCalls,
}: SiteCheckerDependencies) {
  const carriers = Object.fromEntries(
    CARRIER_KEYS.map((carrier) => [carrier, pLimit(carrierCalls)]),
  ) as Record<CarrierKey, LimitFunction>;

  /** The look-up's results, or "down" when the address service did not answer. */
  async function lookUp(text: string): Promise<readonly AddressResult[] | "down"> {
    try {
      return await addressSearch.find(text);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // The address API refuses text it cannot read (422): that site has no address to find.
      return error.status === 422 ? [] : "down";
    }
  }

  /** The nbn findings at a location, qualified as the journeys qualify it. */
  async function qualify(matchedAddress: string, locationId: string): Promise<SiteNbn> {
    const answer = await addressApi.qualify({ nbn: locationId, brand });
    if (answer.status === 401) {
      throw new UpstreamError(QUALIFICATION_SYSTEM, "status", "answered 401", 401);
    }
    const summary = answer.status === 200 ? (answer.body as SqAnswer).sqSummary : undefined;
    if (!summary?.nbn) return NO_NBN_LOCATION;
    const record = deriveSqRecord(summary, {
      address: { address: matchedAddress, locationId, name: "NBN" },
      now: new Date(),
    });
    return nbnFindings(record, content.page("nbnPlans")["no-contract"]);
  }

  return async function checkSite(
    site: ClaimedSite,
    progress: (findings: SiteFindings) => Promise<void>,
  ): Promise<SiteOutcome> {
    const results = await lookUp(site.chosenAddress ?? site.address);
    if (results === "down") {
      return { status: "failed", findings: { problem: ADDRESS_SERVICE_DOWN } };
    }
    const pick = pickAddress(site.address, results, site.chosenAddress);
    if (pick.kind === "none") return { status: "failed", findings: { problem: NO_ADDRESS_FOUND } };
    if (pick.kind === "choose") {
      return { status: "choose", findings: { suggestions: pick.suggestions } };
    }
    const matchedAddress = pick.result.formattedAddress;
    const locationId = pick.result.providers.find(
      (provider) => provider.name === "NBN",
    )?.locationId;
    let nbn = NO_NBN_LOCATION;
    if (locationId) {
      try {
        nbn = await qualify(matchedAddress, locationId);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        return { status: "failed", findings: { matchedAddress, problem: NBN_CHECK_DOWN } };
      }
    }
    await progress({ matchedAddress, nbn });

    const rows = await Promise.all(
      CARRIER_KEYS.map((carrier) =>
        carriers[carrier](() => pricing.price(matchedAddress, site.speed, carrier)).then(
          (entry) => rowFromEntry(carrier, entry, site.speed),
          (error: unknown) => {
            // A carrier down or slow is its row's note, as in the price checker.
            if (error instanceof UpstreamError) return erroredRow(carrier);
            throw error;
          },
        ),
      ),
    );
    return {
      status: "done",
      findings: { matchedAddress, nbn, fibre: fibreFindings(site.speed, rows) },
    };
  };
}

export type SiteChecker = ReturnType<typeof createSiteChecker>;
