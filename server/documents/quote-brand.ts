import type { SiteSettings } from "../../domain/content/site-schema";

/** Who the quote is from, as the PDF and the email print it. */
export interface QuoteBrand {
  /** "Tidewire for Business" */
  name: string;
  legalName: string;
  abn: string;
  salesPhone: string;
  /** The site's public address, for links in the email and the PDF's footer. */
  siteUrl: string;
}

export function quoteBrand({ brand, phones }: SiteSettings, siteUrl: string): QuoteBrand {
  return {
    name: `${brand.name} ${brand.tagline}`,
    legalName: brand.legalName,
    abn: brand.abn,
    salesPhone: phones.sales.display,
    siteUrl,
  };
}
