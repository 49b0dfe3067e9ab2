/** The address look-up and qualification messages of docs/product.md §B8, shared by journeys. */
export const ADDRESS_SEARCH_ERROR = "Oops! It appears something went wrong with your search.";
export const NO_ADDRESS_FOUND = "No address found.";
export const QUALIFICATION_ERROR =
  "Oops, something went wrong. Please check the spelling of your address and try again.";

export function addressNotFoundMessage(phone: string): string {
  return `Unfortunately, we were unable to find your address. Please call us on ${phone}`;
}

export function manualSearchErrorMessage(phone: string): string {
  return `Unfortunately we can't find any available services for your address. Please give us a call on ${phone} as in some cases we can be of more assistance over the phone.`;
}
