import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

const COOKIES = [
  {
    name: 'astor_refresh',
    purpose:
      'Keeps you signed in: exchanged for a new access token every 15 minutes. HttpOnly (page scripts cannot read it), SameSite=Lax, sent only to /api/auth.',
    lifetime: "Until you close the browser, or 30 days with 'Remember me on this device'",
  },
  {
    name: 'astor_oidc',
    purpose: 'Only during Google sign-in: ties the reply from Google to the sign-in you started. HttpOnly.',
    lifetime: '10 minutes at most; removed when the sign-in completes',
  },
];

const BROWSER_STORAGE = [
  { name: 'access_token', purpose: 'Your current access token (localStorage); it expires after 15 minutes.' },
  {
    name: 'remember_user',
    purpose: "Your username, when you ticked 'Remember me on this device' (localStorage).",
  },
  { name: 'sidebar_pinned', purpose: 'Whether you pinned the sidebar open (localStorage).' },
  {
    name: 'react-router-scroll-positions',
    purpose: 'Where you were on a page, for the Back button (sessionStorage).',
  },
];

const cellClasses = 'border-b border-slate-200 px-3 py-2.5 text-left align-top text-sm';

/** /cookies: the two necessary cookies and the browser storage the app uses; nothing else. */
export function CookiesRoute() {
  return (
    <PublicPage
      eyebrow="Legal"
      title="Cookie Policy"
      lead="Astor sets only the cookies it needs to keep you signed in. There are no analytics, advertising or third-party cookies, so there is nothing to consent to."
      width="wide"
    >
      <PageSection title="Cookies">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse">
            <caption className="sr-only">Cookies set by Astor</caption>
            <thead>
              <tr className="bg-slate-50 text-slate-900">
                <th scope="col" className={cellClasses}>
                  Name
                </th>
                <th scope="col" className={cellClasses}>
                  Purpose
                </th>
                <th scope="col" className={cellClasses}>
                  Lifetime
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((cookie) => (
                <tr key={cookie.name}>
                  <th scope="row" className={cellClasses}>
                    <code>{cookie.name}</code>
                  </th>
                  <td className={cellClasses}>{cookie.purpose}</td>
                  <td className={cellClasses}>{cookie.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
      <PageSection title="Storage in your browser">
        <p>
          The app also keeps these small values in your browser. They never leave it except the access token,
          which is sent to this server with each request.
        </p>
        <ul>
          {BROWSER_STORAGE.map((item) => (
            <li key={item.name}>
              <code>{item.name}</code>: {item.purpose}
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Removing them">
        <p>
          Signing out removes the refresh cookie and the access token. Your browser&apos;s settings can clear
          the rest; you will simply be asked to sign in again.
        </p>
      </PageSection>
    </PublicPage>
  );
}
