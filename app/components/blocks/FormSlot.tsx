import { useRouteLoaderData } from "react-router";
import { telHref } from "@domain/site/phone";
import type { ShellData } from "../layout/shell-data";
import { Section } from "../ui/Section";

interface FormSlotProps {
  /** The anchor other parts of the page scroll to (e.g. "price-checker"). */
  id: string;
  form: { title: string; subTitle: string };
  /** The interactive form, once its feature is built; until then visitors are offered a call. */
  children?: React.ReactNode;
}

/** The region of a page where a lead form or price checker lives. */
export function FormSlot({ id, form, children }: FormSlotProps) {
  const root = useRouteLoaderData<{ shell: ShellData }>("root");
  const phone = root?.shell.phones.sales.display;
  return (
    <Section
      id={id}
      title={form.title}
      subTitle={form.subTitle}
      tone="tinted"
      className="scroll-mt-24"
    >
      <div data-slot={id}>
        {children ??
          (phone ? (
            <p className="max-w-2xl text-lg">
              Call our business team on{" "}
              <a
                href={telHref(phone)}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {phone}
              </a>{" "}
              and we will work through it with you while you are on the line.
            </p>
          ) : null)}
      </div>
    </Section>
  );
}
