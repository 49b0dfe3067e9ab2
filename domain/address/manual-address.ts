/**
 * The manual address form (docs/product.md §B3, §B5 and §B9). Plain functions rather than a zod
 * schema: the nbn page's browser bundle stays without zod.
 */
export const STREET_TYPES = [
  "St",
  "Rd",
  "Pl",
  "Dr",
  "Ct",
  "Ave",
  "Bvd",
  "Gr",
  "Hwy",
  "Ally",
  "Arc",
  "Bypa",
  "Cct",
  "Cl",
  "Crn",
  "Cres",
  "Cds",
  "Esp",
  "Grn",
  "Jnc",
  "Lane",
  "Link",
  "Mews",
  "Pde",
  "Rdge",
  "Sq",
  "Tce",
] as const;

export const STATES = ["NSW", "QLD", "SA", "TAS", "VIC", "WA", "ACT", "NT"] as const;

export interface ManualAddress {
  unitNumber: string;
  streetNumber: string;
  streetName: string;
  streetType: string;
  suburb: string;
  postcode: string;
  state: string;
}

export type ManualAddressField = keyof ManualAddress;
export type ManualAddressErrors = Partial<Record<ManualAddressField, string>>;

export const EMPTY_MANUAL_ADDRESS: ManualAddress = {
  unitNumber: "",
  streetNumber: "",
  streetName: "",
  streetType: "",
  suburb: "",
  postcode: "",
  state: "",
};

/** How each required field is named in its message, in the form's order. */
const REQUIRED: readonly [ManualAddressField, string][] = [
  ["streetNumber", "street number"],
  ["streetName", "street name"],
  ["streetType", "street type"],
  ["suburb", "suburb"],
  ["postcode", "postcode"],
  ["state", "state"],
];

/** Spec default for text inputs; the postcode is four digits. */
export const MANUAL_FIELD_MAX_LENGTH = 255;

/** Four digits: 0200 to 0999 (ACT and NT's leading-zero codes) or 1000 to 9999. */
export function isValidPostcode(value: string): boolean {
  return /^(0[2-9]\d{2}|[1-9]\d{3})$/.test(value.trim());
}

export function validateManualAddress(values: ManualAddress): ManualAddressErrors {
  const errors: ManualAddressErrors = {};
  for (const [field, name] of REQUIRED) {
    if (!values[field].trim()) errors[field] = `The ${name} field is required.`;
  }
  if (!errors.postcode && !isValidPostcode(values.postcode)) {
    errors.postcode = "Please enter correct postcode!";
  }
  if (values.streetType && !(STREET_TYPES as readonly string[]).includes(values.streetType)) {
    errors.streetType = "The street type field is required.";
  }
  if (values.state && !(STATES as readonly string[]).includes(values.state)) {
    errors.state = "The state field is required.";
  }
  for (const field of Object.keys(values) as ManualAddressField[]) {
    if (!errors[field] && values[field].length > MANUAL_FIELD_MAX_LENGTH) {
      errors[field] = `Please keep this under ${MANUAL_FIELD_MAX_LENGTH} characters.`;
    }
  }
  return errors;
}

const clean = (value: string) => value.trim().replace(/\s+/g, " ");

/** 'Unit {n} {number} {name} {type}, {suburb} {state} {postcode}', without "Unit" if none. */
export function combineManualAddress(values: ManualAddress): string {
  const unit = clean(values.unitNumber);
  const street = [
    unit ? `Unit ${unit}` : "",
    clean(values.streetNumber),
    clean(values.streetName),
    values.streetType,
  ]
    .filter(Boolean)
    .join(" ");
  return `${street}, ${clean(values.suburb)} ${values.state} ${clean(values.postcode)}`;
}
