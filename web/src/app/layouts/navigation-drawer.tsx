import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { Drawer } from '@/components/ui/drawer';
import { Logo } from '@/components/ui/logo';
import { NavigationLinks } from './sidebar';

/**
 * docs/product.md#phones: below 768 px the sidebar gives way to a Menu button in the top bar, opening the
 * same pages in a drawer that closes on Escape, on the backdrop and whenever the page changes.
 */
export function NavigationMenu() {
  const drawerId = useId();
  const location = useLocation();
  // Open only on the page it was opened on: following a link (or going back) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === location.key;
  const setIsOpen = (open: boolean) => setOpenedOn(open ? location.key : null);

  return (
    <>
      <button
        type="button"
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? drawerId : undefined}
        onClick={() => setIsOpen(true)}
        className="-ml-1 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <Drawer
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        label="Navigation"
        id={drawerId}
        header={<Logo />}
      >
        <NavigationLinks labelClassName="" />
      </Drawer>
    </>
  );
}
