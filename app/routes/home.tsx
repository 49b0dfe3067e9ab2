import { Link } from "react-router";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.content.site();
  return { home: site.home, email: site.emails.general, canonical: `${context.publicUrl}/` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.home, loaderData?.canonical);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, email } = loaderData;
  return (
    <section className="theme-internet text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 lg:py-24">
        <p className="mb-3 font-semibold uppercase tracking-widest text-accent-400">
          {home.subTitle}
        </p>
        <h1 className="max-w-3xl text-4xl font-bold leading-tight lg:text-6xl">{home.title}</h1>
        <div className="mt-6 max-w-2xl space-y-4 text-lg text-brand-50">
          {home.leadCopy.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link
            to="/internet"
            className="rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Check fibre prices
          </Link>
          <a
            href={`mailto:${email}`}
            className="rounded-full border-2 border-white px-6 py-3 font-semibold hover:bg-white/10"
          >
            Email us
          </a>
        </div>
      </div>
    </section>
  );
}
