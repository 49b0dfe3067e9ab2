import type { Partners } from "@domain/content/blocks-schema";
import { Carousel } from "../ui/Carousel";
import { Picture } from "../ui/Picture";
import { Section } from "../ui/Section";

/** Partner logos: looping and moving on every screen, two at a time on a phone. */
export function LogoCarousel({ block }: { block: Partners }) {
  return (
    <Section title={block.title} subTitle={block.subTitle}>
      <Carousel
        label={block.title}
        perView={{ mobile: 2, desktop: 5 }}
        autoplay={{ mobile: true, desktop: true }}
        slides={block.logos.map((logo) => (
          <Picture
            key={logo.name}
            name={logo.image}
            alt={logo.name}
            className="mx-auto h-auto w-full max-w-44"
          />
        ))}
      />
    </Section>
  );
}
