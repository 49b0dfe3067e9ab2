import type { z } from "zod";
import { navSchema } from "./nav-schema";
import { awsPartnerSchema } from "./pages/aws-partner";
import { caseStudiesSchema } from "./pages/case-studies";
import { contactSchema } from "./pages/contact";
import { flipToFibreSchema } from "./pages/flip-to-fibre";
import { loginPageSchema } from "./pages/login";
import { partnersPageSchema } from "./pages/partners";
import { privacySchema } from "./pages/privacy";
import { smallBusinessNbnSchema } from "./pages/small-business-nbn";
import { smallBusinessNbnRegisterSchema } from "./pages/small-business-nbn-register";
import { smallBusinessOverviewSchema } from "./pages/small-business-overview";
import { speedBoostSchema } from "./pages/speed-boost";
import { multiSiteSchema } from "./pages/multi-site";
import { homeSchema } from "./pages/home";
import {
  internationalRatesReferenceSchema,
  roamingReferenceSchema,
} from "../mobile/reference-schema";
import { mobileFleetSchema } from "./pages/mobile";
import {
  businessFibreSchema,
  businessWirelessSchema,
  coverageSchema,
  enterpriseNbnSchema,
  internetOverviewSchema,
  wirelessBackupSchema,
} from "./pages/internet";
import {
  cloudConnectivitySchema,
  internationalNetworksSchema,
  ipTransitSchema,
  managedServicesSchema,
  networkOverviewSchema,
} from "./pages/network";
import {
  bulkSmsSchema,
  inboundServicesSchema,
  unifiedCommunicationsSchema,
  voipBusinessSchema,
  voipOverviewSchema,
  voipSmallBusinessSchema,
  workFromHomeSchema,
} from "./pages/voice";
import { siteSettingsSchema } from "./site-schema";
import { orderExtrasSchema } from "../order/extras-schema";
import { interimPlansSchema, planCatalogueSchema } from "../plans/plan-schema";

/**
 * Every content file under content/ and the schema of what the site reads from it (today's
 * shape). The content editor's fields are generated from these (domain/content/editor/).
 */
export const CONTENT_SCHEMAS = {
  site: { file: "site.json", schema: siteSettingsSchema },
  nav: { file: "nav.json", schema: navSchema },
  home: { file: "pages/home.json", schema: homeSchema },
  internetOverview: { file: "pages/internet-overview.json", schema: internetOverviewSchema },
  businessFibre: { file: "pages/business-fibre.json", schema: businessFibreSchema },
  businessWireless: { file: "pages/business-wireless.json", schema: businessWirelessSchema },
  wirelessBackup: { file: "pages/wireless-backup.json", schema: wirelessBackupSchema },
  enterpriseNbn: { file: "pages/enterprise-nbn.json", schema: enterpriseNbnSchema },
  coverage: { file: "pages/coverage.json", schema: coverageSchema },
  voipOverview: { file: "pages/voip-overview.json", schema: voipOverviewSchema },
  voipSmallBusiness: { file: "pages/voip-small-business.json", schema: voipSmallBusinessSchema },
  voipBusiness: { file: "pages/voip-business.json", schema: voipBusinessSchema },
  unifiedCommunications: {
    file: "pages/unified-communications.json",
    schema: unifiedCommunicationsSchema,
  },
  workFromHome: { file: "pages/work-from-home.json", schema: workFromHomeSchema },
  inboundServices: { file: "pages/inbound-services.json", schema: inboundServicesSchema },
  bulkSms: { file: "pages/bulk-sms.json", schema: bulkSmsSchema },
  networkOverview: { file: "pages/network-overview.json", schema: networkOverviewSchema },
  managedServices: { file: "pages/managed-services.json", schema: managedServicesSchema },
  cloudConnectivity: { file: "pages/cloud-connectivity.json", schema: cloudConnectivitySchema },
  ipTransit: { file: "pages/ip-transit.json", schema: ipTransitSchema },
  internationalNetworks: {
    file: "pages/international-networks.json",
    schema: internationalNetworksSchema,
  },
  smallBusinessOverview: {
    file: "pages/small-business-overview.json",
    schema: smallBusinessOverviewSchema,
  },
  smallBusinessNbn: { file: "pages/small-business-nbn.json", schema: smallBusinessNbnSchema },
  smallBusinessNbnRegister: {
    file: "pages/small-business-nbn-register.json",
    schema: smallBusinessNbnRegisterSchema,
  },
  nbnPlans: { file: "plans/small-business-nbn.json", schema: planCatalogueSchema },
  orderExtras: { file: "plans/order-extras.json", schema: orderExtrasSchema },
  flipToFibre: { file: "pages/flip-to-fibre.json", schema: flipToFibreSchema },
  interimPlans: { file: "plans/flip-interim-plans.json", schema: interimPlansSchema },
  partners: { file: "pages/partners.json", schema: partnersPageSchema },
  contact: { file: "pages/contact.json", schema: contactSchema },
  awsPartner: { file: "pages/aws-partner.json", schema: awsPartnerSchema },
  caseStudies: { file: "pages/case-studies.json", schema: caseStudiesSchema },
  speedBoost: { file: "pages/speed-boost.json", schema: speedBoostSchema },
  multiSite: { file: "pages/multi-site.json", schema: multiSiteSchema },
  privacy: { file: "pages/banter-privacy-policy.json", schema: privacySchema },
  login: { file: "pages/login.json", schema: loginPageSchema },
  mobileFleet: { file: "pages/mobile-fleet.json", schema: mobileFleetSchema },
  roaming: { file: "reference/roaming.json", schema: roamingReferenceSchema },
  internationalRates: {
    file: "reference/international-rates.json",
    schema: internationalRatesReferenceSchema,
  },
} as const satisfies Record<string, { file: string; schema: z.ZodType }>;

export type ContentKey = keyof typeof CONTENT_SCHEMAS;
