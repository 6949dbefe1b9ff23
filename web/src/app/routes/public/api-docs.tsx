import { paths } from '@/config/paths';
import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** The sign-in and first call, written for the server this page is served from. */
function curlExample(origin: string): string {
  return [
    '# Sign in: the username goes in the "email" field; the token lasts 15 minutes.',
    `TOKEN=$(curl -s -X POST ${origin}/api/auth/login \\`,
    "  -H 'Content-Type: application/json' \\",
    `  -d '{"email": "your-username", "password": "your-password"}' \\`,
    '  | node -pe \'JSON.parse(require("fs").readFileSync(0)).access_token\')',
    '',
    '# List your properties.',
    `curl -s ${origin}/api/properties -H "Authorization: Bearer $TOKEN"`,
  ].join('\n');
}

/** /api: the HTTP API, its live OpenAPI description and a first call. */
export function ApiDocsRoute() {
  return (
    <PublicPage
      eyebrow="Resources"
      title="API Documentation"
      lead="Everything the web app does goes through a JSON API under /api, and you can use it too: to script imports, connect a spreadsheet or build your own screens."
    >
      <PageSection title="The reference">
        <p>
          The reference is generated from the same schemas the server validates with, so it is always that of
          the version running here:
        </p>
        <ul>
          <li>
            <a href={paths.server.openApiDocs.getHref()}>Browse the API</a> (<code>/api/docs</code>): every
            route, with its parameters, replies and errors.
          </li>
          <li>
            <a href={paths.server.openApiJson.getHref()}>Download the OpenAPI description</a> (
            <code>/api/openapi.json</code>) for your own tools and client generators.
          </li>
        </ul>
      </PageSection>
      <PageSection title="A first call">
        <pre>
          <code>{curlExample(window.location.origin)}</code>
        </pre>
        <p>
          Requests and replies are JSON. Errors answer <code>{'{"detail": "..."}'}</code>, or a list of
          problems with a 422 for invalid input. Every record belongs to its owner: a token only ever sees its
          own account&apos;s data.
        </p>
      </PageSection>
      <PageSection title="Staying signed in">
        <p>
          An access token lasts 15 minutes. <code>POST /api/auth/refresh</code> with the refresh cookie set at
          sign-in gives a new one; the cookie rotates each time.
        </p>
      </PageSection>
    </PublicPage>
  );
}
