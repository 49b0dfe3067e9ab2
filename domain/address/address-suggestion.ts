/**
 * One entry of GET /api/search/{address} (docs/product.md §A3, "Address suggestion"): the
 * address API's id for the address, the text shown, and the value the form sends on.
 */
export interface AddressSuggestion {
  id: string;
  label: string;
  value: string;
}
