import { contactForm } from "./contact-form";
import { partnerForm } from "./partner-form";
import { enterpriseNbnForm, priceCheckerForms } from "./price-checker-form";
import { registerInterestForm } from "./register-interest-form";
import { wirelessForm } from "./wireless-form";

/** Every lead form the API accepts, each at POST /api/{endpoint}. */
export const LEAD_FORMS = [
  contactForm,
  partnerForm,
  registerInterestForm,
  wirelessForm,
  priceCheckerForms.priceChecker,
  priceCheckerForms.fibre,
  enterpriseNbnForm,
] as const;
