/** Spaces, dashes, dots and brackets are how people group numbers; they carry no meaning. */
export function compactPhone(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

const AUSTRALIAN_NUMBER = /^(?:(?:\+61|0061|0)[2-478]\d{8}|1[38]00\d{6}|13\d{4})$/;
const AUSTRALIAN_MOBILE = /^(?:\+61|0061|0)4\d{8}$/;

/** A landline with its area code, a mobile, or a 13, 1300 or 1800 number. */
export function isAustralianPhone(value: string): boolean {
  return AUSTRALIAN_NUMBER.test(compactPhone(value));
}

export function isAustralianMobile(value: string): boolean {
  return AUSTRALIAN_MOBILE.test(compactPhone(value));
}

/**
 * docs/product.md §B5, the Flip to Fibre registration's pattern: an optional +61, an area code
 * of 2 to 5, 7 or 8 (with or without its 0), then the eight digits of the number.
 */
const CONTACT_NUMBER = /^(?:\+61)?0?[2-578]\d{8}$/;

export function isAustralianContactNumber(value: string): boolean {
  return CONTACT_NUMBER.test(compactPhone(value));
}
