/**
 * On every page of the demo (ADR 0018): the outside systems are stand-ins, so nobody should
 * mistake this for the live site or send it anything real.
 */
export function DemoMarker() {
  return (
    <p className="bg-amber-300 px-4 py-1 text-center text-xs font-semibold text-brand-900">
      Demo site: the address, pricing, CRM and order systems are stand-ins. Nothing sent here
      reaches Tidewire.
    </p>
  );
}
