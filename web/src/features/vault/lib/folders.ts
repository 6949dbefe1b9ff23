/**
 * docs/product.md#vault-folders: the folder tree. Each subfolder is one collection of the API: its list is
 * `GET /{collection}` and a record is deleted with `DELETE /{collection}/{id}`
 * (docs/product.md#vault-deletion).
 */

export const VAULT_COLLECTIONS = [
  'documents',
  'contracts',
  'leases',
  'invoices',
  'incomes',
  'expenses',
  'tenants',
  'vendors',
] as const;
export type VaultCollection = (typeof VAULT_COLLECTIONS)[number];

export interface VaultFolder {
  /** The collection, also the folder's key in the URL (`?folder=leases`). */
  collection: VaultCollection;
  label: string;
}

export interface VaultGroup {
  key: 'documents' | 'finances' | 'people';
  label: string;
  folders: readonly VaultFolder[];
}
export type VaultGroupKey = VaultGroup['key'];

/** docs/product.md#vault-folders: the parent folders and their subfolders, in order. */
export const VAULT_GROUPS: readonly VaultGroup[] = [
  {
    key: 'documents',
    label: 'Documents',
    folders: [
      { collection: 'documents', label: 'Documents' },
      { collection: 'contracts', label: 'Contracts' },
      { collection: 'leases', label: 'Leases' },
      { collection: 'invoices', label: 'Invoices' },
    ],
  },
  {
    key: 'finances',
    label: 'Finances',
    folders: [
      { collection: 'incomes', label: 'Income' },
      { collection: 'expenses', label: 'Expenses' },
    ],
  },
  {
    key: 'people',
    label: 'People',
    folders: [
      { collection: 'tenants', label: 'Tenants' },
      { collection: 'vendors', label: 'Vendors' },
    ],
  },
];

/** docs/product.md#vault-folders: folders collapse and expand with a 300 ms transition. */
export const FOLDER_TRANSITION_MS = 300;

export function isVaultCollection(value: unknown): value is VaultCollection {
  return typeof value === 'string' && (VAULT_COLLECTIONS as readonly string[]).includes(value);
}

/** The folder of a collection key, or undefined for anything else (a stale or mistyped URL). */
export function findFolder(key: string | null | undefined): VaultFolder | undefined {
  for (const group of VAULT_GROUPS) {
    const folder = group.folders.find((candidate) => candidate.collection === key);
    if (folder) return folder;
  }
  return undefined;
}

export function findGroup(key: string | null | undefined): VaultGroup | undefined {
  return VAULT_GROUPS.find((group) => group.key === key);
}

export function groupOfFolder(collection: VaultCollection): VaultGroup {
  const group = VAULT_GROUPS.find((candidate) =>
    candidate.folders.some((folder) => folder.collection === collection),
  );
  // Every collection sits in exactly one group (the table above); a test keeps it so.
  if (!group) throw new Error(`No vault group holds ${collection}`);
  return group;
}

/** Where the browser is: All, a parent folder, or a subfolder (whose parent is then known too). */
export type VaultLocation =
  | { kind: 'all' }
  | { kind: 'group'; group: VaultGroup }
  | { kind: 'folder'; group: VaultGroup; folder: VaultFolder };

/** The location named by the URL's `folder` or `group`; an unknown one falls back to All. */
export function resolveLocation(params: { folder?: string | null; group?: string | null }): VaultLocation {
  const folder = findFolder(params.folder);
  if (folder) return { kind: 'folder', group: groupOfFolder(folder.collection), folder };
  const group = findGroup(params.group);
  if (group) return { kind: 'group', group };
  return { kind: 'all' };
}

export interface Crumb {
  label: string;
  /** The URL parameters of that level; the last crumb is the current location. */
  params: { group?: string; folder?: string };
}

/** docs/product.md#vault-folders: the breadcrumb starts at 'All': All › Documents › Leases. */
export function breadcrumbOf(location: VaultLocation): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'All', params: {} }];
  if (location.kind === 'all') return crumbs;
  crumbs.push({ label: location.group.label, params: { group: location.group.key } });
  if (location.kind === 'folder') {
    crumbs.push({ label: location.folder.label, params: { folder: location.folder.collection } });
  }
  return crumbs;
}

/**
 * docs/product.md#vault-deletion: the collection a record is deleted from is its folder's; null when it
 * cannot be told ('Unable to determine record type for deletion').
 */
export function collectionForDeletion(folderKey: string | null | undefined): VaultCollection | null {
  return findFolder(folderKey)?.collection ?? null;
}
