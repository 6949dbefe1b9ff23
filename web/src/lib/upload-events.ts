import { useEffect, useEffectEvent } from 'react';

/**
 * "Open the Upload Document wizard", said by any screen and heard by the dashboard layout, which mounts
 * the wizard once. Features may not import each other (STYLE.md), so the Properties page and the top bar
 * ask through here instead of importing features/documents.
 */
export interface DocumentUploadRequest {
  /** Preselects this property in the wizard's property step. */
  propertyId?: string;
}

type UploadRequestHandler = (request: DocumentUploadRequest) => void;

const handlers = new Set<UploadRequestHandler>();

/** Asks for the wizard; false when nothing listens (no dashboard layout mounted). */
export function requestDocumentUpload(request: DocumentUploadRequest = {}): boolean {
  // A copy: a handler may unsubscribe (or subscribe another) while we iterate.
  for (const handler of [...handlers]) handler(request);
  return handlers.size > 0;
}

/** Calls `handler` on every request while the calling component is mounted. */
export function useDocumentUploadRequests(handler: UploadRequestHandler): void {
  const onRequest = useEffectEvent(handler);
  useEffect(() => {
    const listener: UploadRequestHandler = (request) => onRequest(request);
    handlers.add(listener);
    return () => {
      handlers.delete(listener);
    };
  }, []);
}
