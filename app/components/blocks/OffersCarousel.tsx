import type { SmallBusinessNbnContent } from "@domain/content/pages/small-business-nbn";
import { Carousel } from "../ui/Carousel";
import { Picture } from "../ui/Picture";

/** The nbn page's current offers, three to a screen on a desktop, one on a phone. */
export function OffersCarousel({ offers }: { offers: SmallBusinessNbnContent["bannerSlider"] }) {
  return (
    <div className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <Carousel
          label="Offers"
          loop={false}
          perView={{ mobile: 1, desktop: 3 }}
          autoplay={{ mobile: false, desktop: false }}
          slides={offers.map((banner) => (
            <figure key={banner.title} className="h-full rounded-lg bg-brand-50 p-6">
              <Picture name={banner.image} alt="" className="h-auto w-full" />
              <figcaption className="mt-4">
                <span className="block text-xl font-bold text-brand-900">{banner.title}</span>
                <span className="mt-2 block text-muted">{banner.subTitle}</span>
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </div>
  );
}
