import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** docs/product.md#site-header-and-footer: the footer's four groups, with these labels and paths. */
export const FOOTER_GROUPS: { title: string; links: { label: string; href: string }[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: paths.site.features.getHref() },
      { label: 'Pricing', href: paths.site.pricing.getHref() },
      { label: 'Demo', href: paths.site.demo.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: paths.site.about.getHref() },
      { label: 'Careers', href: paths.site.careers.getHref() },
      { label: 'Contact', href: paths.site.contact.getHref() },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: paths.site.blog.getHref() },
      { label: 'Help Center', href: paths.site.help.getHref() },
      { label: 'API Documentation', href: paths.site.apiDocs.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.site.privacy.getHref() },
      { label: 'Terms of Service', href: paths.site.terms.getHref() },
      { label: 'Cookie Policy', href: paths.site.cookies.getHref() },
    ],
  },
];

/** docs/product.md#site-header-and-footer: the copyright year is fixed. */
const COPYRIGHT_YEAR = 2024;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="max-w-xs">
          <Link to={paths.home.getHref()} aria-label="Astor home" className="inline-block rounded-lg">
            <Logo />
          </Link>
          <p className="mt-4 text-sm text-slate-600">
            Open-source property management that runs on your own machine. Your data stays with you.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="text-sm text-slate-600 underline-offset-2 transition-colors hover:text-slate-900 hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6">
          © {COPYRIGHT_YEAR} Astor. Open source under the MIT License.
        </p>
      </div>
    </footer>
  );
}
