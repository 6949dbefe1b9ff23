import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { AuthGuard } from '@/features/auth/components/auth-guard';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { UploadDocumentModal } from '@/features/documents/components/upload-document-modal';
import { cn } from '@/lib/cn';
import type { DashboardOutletContext } from './dashboard-outlet';
import { DemoNotice } from './demo-notice';
import { Sidebar, useSidebarPin } from './sidebar';
import { TopBar } from './top-bar';

/**
 * The signed-in chrome (docs/product.md#signed-in-chrome): guarded, with the sidebar, the top bar and the
 * page.
 */
export function DashboardLayout() {
  const { isPinned, togglePin } = useSidebarPin();
  // The Upload Document wizard is mounted once here: the top bar and the screens (through the outlet
  // context, dashboard-outlet.ts) open it.
  const [uploadRequest, setUploadRequest] = useState<{ propertyId?: string } | null>(null);
  const outlet = useMemo<DashboardOutletContext>(
    () => ({ openDocumentUpload: (request = {}) => setUploadRequest(request) }),
    [],
  );
  return (
    <AuthGuard>
      <div className="min-h-dvh bg-slate-50">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <Sidebar isPinned={isPinned} onTogglePin={togglePin} />
        <div className={cn('transition-[padding] duration-200', isPinned ? 'md:pl-60' : 'md:pl-16')}>
          <DemoNotice />
          <TopBar onUpload={() => outlet.openDocumentUpload()} />
          {/* The bottom padding lets the last controls scroll clear of the Chat button (docs/product.md#phones). */}
          <main id="main" className="min-w-0 px-4 pt-6 pb-24 sm:px-6 lg:px-8 lg:pt-8">
            <Outlet context={outlet} />
          </main>
        </div>
        <ChatWidget />
        <UploadDocumentModal
          isOpen={uploadRequest !== null}
          onClose={() => setUploadRequest(null)}
          propertyId={uploadRequest?.propertyId}
        />
      </div>
    </AuthGuard>
  );
}
