import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronRight, Folder } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useConsumeSearchParam } from '@/lib/use-consume-search-param';
import { useVaultRecords } from '../api/get-vault-records';
import {
  breadcrumbOf,
  groupOfFolder,
  resolveLocation,
  VAULT_GROUPS,
  type Crumb,
  type VaultCollection,
  type VaultGroupKey,
} from '../lib/folders';
import { LOAD_FAILURE_MESSAGE } from '../lib/vault-messages';
import { FolderTree } from './folder-tree';
import { RecordDetailsDialog } from './record-details-dialog';
import { RecordsTable } from './records-table';

/**
 * docs/product.md#vault-folders: a folder browser over every stored record. Where the user is lives
 * in the URL (`?group=documents`, `?folder=leases`), so the breadcrumb, the browser's Back and links
 * from the top-bar search all work; `&record=<id>` opens that record's details once its folder loads.
 */
export function VaultView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = resolveLocation({ folder: searchParams.get('folder'), group: searchParams.get('group') });
  const openCollection = location.kind === 'folder' ? location.folder.collection : undefined;

  const [collapsed, setCollapsed] = useState<ReadonlySet<VaultGroupKey>>(() => new Set());
  const [openRecord, setOpenRecord] = useState<{ collection: VaultCollection; id: string } | null>(null);
  const records = useVaultRecords(openCollection);

  useConsumeSearchParam('record', (id) => {
    if (openCollection) setOpenRecord({ collection: openCollection, id });
  });

  // Read from the live list: a record that is not (or no longer) in the open folder shows nothing.
  const openRow =
    openRecord && openRecord.collection === openCollection
      ? records.data?.find((row) => row.id === openRecord.id)
      : undefined;

  function goTo(params: Crumb['params']) {
    setSearchParams(
      Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => !!entry[1])),
    );
  }

  function openFolder(collection: VaultCollection) {
    const group = groupOfFolder(collection).key;
    setCollapsed((current) => {
      if (!current.has(group)) return current;
      const next = new Set(current);
      next.delete(group);
      return next;
    });
    goTo({ folder: collection });
  }

  function toggleGroup(group: VaultGroupKey) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  }

  return (
    <section className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Vault</h1>
      <p className="mt-1 text-sm text-slate-500">Every record you keep, filed by folder.</p>

      <Breadcrumb crumbs={breadcrumbOf(location)} onNavigate={goTo} />

      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        {/* A phone finds its way by the breadcrumb and the tiles: the tree would fill the first screen. */}
        <div className="max-md:hidden">
          <FolderTree
            collapsed={collapsed}
            onToggle={toggleGroup}
            openFolder={openCollection}
            onOpenFolder={openFolder}
          />
        </div>

        <div className="min-w-0">
          {location.kind === 'all' ? (
            <FolderTiles
              label="All folders"
              tiles={VAULT_GROUPS.map((group) => ({
                key: group.key,
                label: group.label,
                detail: group.folders.map((folder) => folder.label).join(', '),
                onOpen: () => goTo({ group: group.key }),
              }))}
            />
          ) : location.kind === 'group' ? (
            <FolderTiles
              label={`${location.group.label} folders`}
              tiles={location.group.folders.map((folder) => ({
                key: folder.collection,
                label: folder.label,
                onOpen: () => openFolder(folder.collection),
              }))}
            />
          ) : (
            <div className="space-y-4">
              <h2 className="text-lg font-semibold text-slate-900">{location.folder.label}</h2>
              {records.isPending ? (
                <p
                  role="status"
                  className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500"
                >
                  <Spinner /> Loading records...
                </p>
              ) : records.isError ? (
                <div className="space-y-3">
                  <FormError message={LOAD_FAILURE_MESSAGE} />
                  <Button variant="secondary" onClick={() => void records.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : (
                <RecordsTable
                  // A new folder starts with an empty search on its first page.
                  key={location.folder.collection}
                  folderLabel={location.folder.label}
                  rows={records.data}
                  onOpen={(row) => setOpenRecord({ collection: location.folder.collection, id: row.id })}
                />
              )}
            </div>
          )}
        </div>
      </div>

      {openRow && openCollection && (
        <RecordDetailsDialog
          folderKey={openCollection}
          record={openRow}
          onClose={() => setOpenRecord(null)}
        />
      )}
    </section>
  );
}

/**
 * docs/product.md#vault-folders: the breadcrumb starts at 'All'; every level above the current one goes back
 * to it.
 */
function Breadcrumb({
  crumbs,
  onNavigate,
}: {
  crumbs: Crumb[];
  onNavigate: (params: Crumb['params']) => void;
}) {
  return (
    <nav aria-label="Breadcrumb" className="mt-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.label + index}>
              {index > 0 && (
                <li aria-hidden className="text-slate-400">
                  ›
                </li>
              )}
              <li>
                {isCurrent ? (
                  <span aria-current="page" className="px-1 font-medium text-slate-900">
                    {crumb.label}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onNavigate(crumb.params)}
                    className="cursor-pointer rounded px-1 text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
                  >
                    {crumb.label}
                  </button>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}

interface Tile {
  key: string;
  label: string;
  detail?: string;
  onOpen: () => void;
}

/** The folders of the current level as large targets (All: the parents; a parent: its subfolders). */
function FolderTiles({ label, tiles }: { label: string; tiles: Tile[] }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.key}>
          <button
            type="button"
            onClick={tile.onOpen}
            className="group flex w-full cursor-pointer items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-xs transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-500">
              <Folder className="size-6" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{tile.label}</span>
              {tile.detail && <span className="block truncate text-sm text-slate-600">{tile.detail}</span>}
            </span>
            <ChevronRight
              className="size-4 shrink-0 text-slate-400 group-hover:text-indigo-500"
              aria-hidden
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
