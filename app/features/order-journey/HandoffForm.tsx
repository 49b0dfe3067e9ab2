import type { HandoffField } from "@domain/order/handoff";

interface HandoffFormProps {
  action: string;
  fields: readonly HandoffField[];
  ref: React.Ref<HTMLFormElement>;
}

/**
 * The hidden GET form that hands an order to the external order site (docs/product.md §B3
 * and §B4). The journey fills it and calls submit(): the browser leaves for the order site.
 */
export function HandoffForm({ action, fields, ref }: HandoffFormProps) {
  return (
    <form ref={ref} method="get" action={action} hidden>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
