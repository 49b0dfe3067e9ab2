/**
 * One entry of GET /api/search/{address} (spec 000 section 3, "Address suggestion"): the
 * address API's id for the address, the text shown, and the value the form sends on.
 */
export interface AddressSuggestion {
  id: string;
  label: string;
  value: string;
}
