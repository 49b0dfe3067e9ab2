import { Link } from "react-router";
import { Logo } from "./Logo";
import type { ShellData } from "./shell-data";

/** docs/product.md §A2: logo, tagline, professional network, Company links, Navigate, copyright. */
export function Footer({ brand, links, nav, year }: ShellData) {
  return (
    <footer className="bg-brand-900 text-brand-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="space-y-3">
          <Link to="/" aria-label={`${brand.name} ${brand.tagline}, home`} className="inline-block">
            <Logo brandName={brand.name} tagline={brand.tagline} inverted />
          </Link>
          <p>{brand.strapline}</p>
          <a
            href={links.professionalNetwork}
            className="inline-block underline underline-offset-4 hover:text-white"
            rel="noopener noreferrer"
            target="_blank"
          >
            Follow {brand.name} on LinkedIn<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-lg font-semibold text-white">
            Company
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/contact" className="hover:underline">
                Contact us
              </Link>
            </li>
            <li>
              <Link to="/login" className="hover:underline">
                Customer login
              </Link>
            </li>
            <li>
              <a href={links.terms} className="hover:underline" rel="noopener noreferrer">
                Terms and conditions
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-navigate">
          <h2 id="footer-navigate" className="mb-3 text-lg font-semibold text-white">
            Navigate
          </h2>
          <ul className="space-y-2">
            {Object.entries(nav ?? {}).map(([key, item]) => (
              <li key={key}>
                <Link to={item.url} className="hover:underline">
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm">
          © {year} {brand.legalName}. ABN {brand.abn}.
        </p>
      </div>
    </footer>
  );
}
