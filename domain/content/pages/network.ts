import { z } from "zod";
import {
  featureGridSchema,
  imagePanelSchema,
  linkSchema,
  pageCommonSchema,
  paragraphsSchema,
  priceSchema,
  priceTableSchema,
  textImageHeadingSchema,
  textSchema,
  titledListSchema,
  twinColumnSchema,
} from "../blocks-schema";

/** GET /api/network-solutions/overview. */
export const networkOverviewSchema = z.strictObject({
  ...pageCommonSchema,
  imagePanel2: imagePanelSchema,
  imagePanel3: imagePanelSchema,
});

/** GET /api/managed-services. */
export const managedServicesSchema = z.strictObject({
  ...pageCommonSchema,
  twinColumn: twinColumnSchema,
  textImageHeading: textImageHeadingSchema,
  whyManaged: z.strictObject({ title: textSchema, content: paragraphsSchema }),
  networkSolution: featureGridSchema,
});

/** GET /api/network-solutions/cloud-connectivity: from $150/mth for 1Gbps on the East Coast. */
export const cloudConnectivitySchema = z.strictObject({
  ...pageCommonSchema,
  offer: z.strictObject({
    title: textSchema,
    price: priceSchema,
    bandwidth: textSchema,
    region: textSchema,
    description: paragraphsSchema,
    cta: linkSchema,
  }),
  features: featureGridSchema,
  clouds: titledListSchema,
});

/** GET /api/network-solutions/ip-transit: the list of fees. */
export const ipTransitSchema = z.strictObject({
  ...pageCommonSchema,
  features: featureGridSchema,
  fees: priceTableSchema,
});

/** GET /api/network-solutions/international-networks. */
export const internationalNetworksSchema = z.strictObject({
  ...pageCommonSchema,
  features: featureGridSchema,
  regions: titledListSchema,
  twinColumn: twinColumnSchema,
});

export type NetworkOverviewContent = z.infer<typeof networkOverviewSchema>;
export type ManagedServicesContent = z.infer<typeof managedServicesSchema>;
export type CloudConnectivityContent = z.infer<typeof cloudConnectivitySchema>;
export type IpTransitContent = z.infer<typeof ipTransitSchema>;
export type InternationalNetworksContent = z.infer<typeof internationalNetworksSchema>;
