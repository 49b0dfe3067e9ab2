import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_LENGTH } from "@domain/address/address-items";
import type { AddressSuggestion } from "@domain/address/address-suggestion";
import { API } from "@domain/api/contracts";
import { Combobox } from "~/components/ui/Combobox";
import { api } from "~/lib/api";
import { reportError } from "~/lib/monitoring";
import type { FieldBinding } from "../lead-forms/use-lead-form";

interface AddressFieldProps {
  field: FieldBinding;
  /** A suggestion was chosen: the form checks the field again if it was in error. */
  onChosen: () => void;
}

const searchAddresses = (term: string, signal: AbortSignal) =>
  api.get(API.addressSearch, { params: { address: term } }, { signal });

/**
 * The price checker's business address: suggestions once more than 4 characters are typed
 * (debounced 500 ms, stale answers dropped), Enter takes the first (docs/product.md §A5).
 * The form keeps whatever the box holds; its check asks for a full address.
 */
export function AddressField({ field, onChosen }: AddressFieldProps) {
  return (
    <Combobox<AddressSuggestion>
      label="Business address"
      hint="Start typing the street address, then choose it from the list."
      placeholder="e.g. 1 Harbour Esp, Docklands VIC 3008"
      minLength={ADDRESS_MIN_LENGTH}
      debounceMs={ADDRESS_DEBOUNCE_MS}
      search={searchAddresses}
      itemToString={(item) => item.value}
      itemKey={(item) => item.id}
      renderItem={(item) => item.label}
      onSelect={onChosen}
      emptyText="No address found"
      errorText="We could not search addresses just now. Please try again."
      onError={(error) => reportError(error, { search: "price-checker address" })}
      defaultText={field.defaultValue}
      inputId={field.id}
      name={field.name}
      error={field.error}
    />
  );
}
