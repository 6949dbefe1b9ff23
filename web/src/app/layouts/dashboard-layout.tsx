import { useState } from 'react';
import { Outlet } from 'react-router';
import { AuthGuard } from '@/features/auth/components/auth-guard';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { UploadDocumentModal } from '@/features/documents/components/upload-document-modal';
import { cn } from '@/lib/cn';
import { useDocumentUploadRequests, type DocumentUploadRequest } from '@/lib/upload-events';
import { DemoNotice } from './demo-notice';
import { Sidebar, useSidebarPin } from './sidebar';
import { TopBar } from './top-bar';

/** The signed-in chrome (spec §2): guarded, with the sidebar, the top bar and the page. */
export function DashboardLayout() {
  const { isPinned, togglePin } = useSidebarPin();
  // The Upload Document wizard is mounted once here; any screen asks for it through lib/upload-events.
  const [uploadRequest, setUploadRequest] = useState<DocumentUploadRequest | null>(null);
  useDocumentUploadRequests(setUploadRequest);
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
        <div className={cn('transition-[padding] duration-200', isPinned ? 'pl-16 md:pl-60' : 'pl-16')}>
          <DemoNotice />
          <TopBar />
          <main id="main" className="px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Outlet />
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
