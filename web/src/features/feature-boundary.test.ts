// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The feature boundary (docs/decisions/0007-web-feature-boundary.md) is the lint config's, not a habit:
 * these lint a file that is not on disk, placed in a feature, with the repository's own config.
 */
const repoRoot = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: repoRoot });

async function lintAt(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.line}:${message.ruleId ?? 'fatal'}`);
}

describe('the web feature boundary', () => {
  it('rejects a feature importing another feature, through the alias or a relative path', async () => {
    const code = [
      "import { useLease } from '@/features/tenants/api/get-lease';",
      "import { useEvents } from '../../calendar/api/get-events';",
      "import { ComplianceList } from '@/features/compliance/components/compliance-list';",
      'export const used = [useLease, useEvents, ComplianceList];',
      '',
    ].join('\n');
    expect(await lintAt('web/src/features/properties/components/boundary-fixture.ts', code)).toEqual([
      '1:import-x/no-restricted-paths',
      '2:import-x/no-restricted-paths',
      '3:import-x/no-restricted-paths',
    ]);
  }, 60_000);

  it("accepts a feature's own files, the shared data layer, components, lib and config", async () => {
    const code = [
      "import { useLeases } from '@/lib/queries/leases';",
      "import { Button } from '@/components/ui/button';",
      "import { paths } from '@/config/paths';",
      "import { PropertyCard } from './property-card';",
      "import { useProperty } from '../api/get-property';",
      'export const used = [useLeases, Button, paths, PropertyCard, useProperty];',
      '',
    ].join('\n');
    expect(await lintAt('web/src/features/properties/components/boundary-fixture.ts', code)).toEqual([]);
  }, 60_000);

  it('rejects shared code importing a feature, and a feature importing app/', async () => {
    const shared = "import { useLease } from '@/features/tenants/api/get-lease';\nexport { useLease };\n";
    expect(await lintAt('web/src/lib/boundary-fixture.ts', shared)).toEqual([
      '1:import-x/no-restricted-paths',
    ]);
    expect(await lintAt('web/src/components/ui/boundary-fixture.ts', shared)).toEqual([
      '1:import-x/no-restricted-paths',
    ]);
    const toApp = "import { createAppRouter } from '@/app/router';\nexport { createAppRouter };\n";
    expect(await lintAt('web/src/features/vault/boundary-fixture.ts', toApp)).toEqual([
      '1:import-x/no-restricted-paths',
    ]);
  }, 60_000);

  it('lets an app/ route compose several features', async () => {
    const code = [
      "import { PropertiesPage } from '@/features/properties/components/properties-page';",
      "import { ComplianceList } from '@/features/compliance/components/compliance-list';",
      'export const composed = [PropertiesPage, ComplianceList];',
      '',
    ].join('\n');
    expect(await lintAt('web/src/app/routes/dashboard/boundary-fixture.tsx', code)).toEqual([]);
  }, 60_000);
});
