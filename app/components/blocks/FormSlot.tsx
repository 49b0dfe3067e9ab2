import { Section } from "../ui/Section";

interface FormSlotProps {
  /** The anchor other parts of the page scroll to (e.g. "price-checker"). */
  id: string;
  form: { title: string; subTitle: string };
  children: React.ReactNode;
}

/** The region of a page where a lead form or price checker lives. */
export function FormSlot({ id, form, children }: FormSlotProps) {
  return (
    <Section
      id={id}
      title={form.title}
      subTitle={form.subTitle}
      tone="tinted"
      className="scroll-mt-24"
    >
      <div data-slot={id}>{children}</div>
    </Section>
  );
}
