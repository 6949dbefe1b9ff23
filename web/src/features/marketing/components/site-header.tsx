import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Menu, X } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { scrollToSection, type LandingSection } from '../lib/section-scroll';
import { useIsMobileNav } from '../lib/use-is-mobile-nav';

const NAV_ITEMS: { section: LandingSection; label: string }[] = [
  { section: 'features', label: 'Features' },
  { section: 'pricing', label: 'Pricing' },
  { section: 'contact', label: 'Contact' },
];

const navButtonClasses =
  'cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-indigo-600';

/**
 * The public top bar (docs/product.md#top-navigation): the logo, Features, Pricing and Contact (smooth scroll
 * to the landing page's sections) and Login. At 1024 px or less, Login stays and a menu button holds the
 * three others.
 */
export function SiteHeader() {
  const isMobile = useIsMobileNav();
  const [isMenuRequested, setMenuRequested] = useState(false);
  // Growing the window past the breakpoint closes the menu: it only exists in the mobile layout.
  const isMenuOpen = isMobile && isMenuRequested;
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuRequested(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuRequested(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen]);

  const goTo = (section: LandingSection) => {
    setMenuRequested(false);
    scrollToSection(section);
  };

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to={paths.home.getHref()} aria-label="Astor home" className="rounded-lg">
          <Logo />
        </Link>
        {!isMobile && (
          <nav aria-label="Main" className="flex items-center gap-1">
            {NAV_ITEMS.map(({ section, label }) => (
              <button key={section} type="button" className={navButtonClasses} onClick={() => goTo(section)}>
                {label}
              </button>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          <Link to={paths.auth.login.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            Login
          </Link>
          {isMobile && (
            <button
              ref={toggleRef}
              type="button"
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
              aria-label="Menu"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onClick={() => setMenuRequested((open) => !open)}
            >
              {isMenuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
            </button>
          )}
        </div>
      </div>
      {isMobile && (
        // Always in the page (hidden when closed) so the toggle's aria-controls points at something.
        <nav
          id={menuId}
          aria-label="Main"
          hidden={!isMenuOpen}
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg shadow-slate-900/5"
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
            {NAV_ITEMS.map(({ section, label }) => (
              <li key={section}>
                <button
                  type="button"
                  className={cn(navButtonClasses, 'w-full text-left text-base')}
                  onClick={() => goTo(section)}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
