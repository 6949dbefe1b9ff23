import { useOutletContext } from 'react-router';

/** What the signed-in layout gives the screens under it (React Router's outlet context). */
export interface DashboardOutletContext {
  /** Opens the Upload Document wizard, mounted once by the layout; `propertyId` preselects a property. */
  openDocumentUpload: (request?: { propertyId?: string }) => void;
}

export function useDashboardOutlet(): DashboardOutletContext {
  return useOutletContext<DashboardOutletContext>();
}
