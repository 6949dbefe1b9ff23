import { useId } from 'react';
import { ChevronRight, Folder, FolderOpen } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  FOLDER_TRANSITION_MS,
  VAULT_GROUPS,
  type VaultCollection,
  type VaultGroup,
  type VaultGroupKey,
} from '../lib/folders';

/**
 * docs/product.md#vault-folders: the parent folders, each collapsing and expanding over its subfolders with a
 * 300 ms transition; a subfolder opens its records. The open subfolder is marked as the current one.
 */
export function FolderTree({
  collapsed,
  onToggle,
  openFolder,
  onOpenFolder,
}: {
  collapsed: ReadonlySet<VaultGroupKey>;
  onToggle: (group: VaultGroupKey) => void;
  openFolder: VaultCollection | undefined;
  onOpenFolder: (folder: VaultCollection) => void;
}) {
  return (
    <nav aria-label="Folders" className="rounded-xl border border-slate-200 bg-white p-2 shadow-xs">
      <ul className="space-y-1">
        {VAULT_GROUPS.map((group) => (
          <FolderGroup
            key={group.key}
            group={group}
            isExpanded={!collapsed.has(group.key)}
            onToggle={() => onToggle(group.key)}
            openFolder={openFolder}
            onOpenFolder={onOpenFolder}
          />
        ))}
      </ul>
    </nav>
  );
}

function FolderGroup({
  group,
  isExpanded,
  onToggle,
  openFolder,
  onOpenFolder,
}: {
  group: VaultGroup;
  isExpanded: boolean;
  onToggle: () => void;
  openFolder: VaultCollection | undefined;
  onOpenFolder: (folder: VaultCollection) => void;
}) {
  const panelId = useId();
  const holdsOpenFolder = group.folders.some((folder) => folder.collection === openFolder);
  return (
    <li>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={panelId}
        onClick={onToggle}
        className={cn(
          'flex h-9 w-full cursor-pointer items-center gap-2 rounded-lg px-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600',
          !isExpanded && holdsOpenFolder && 'text-indigo-700',
        )}
      >
        <ChevronRight
          className="size-4 shrink-0 text-slate-400 transition-transform"
          style={{ transitionDuration: `${FOLDER_TRANSITION_MS}ms`, rotate: isExpanded ? '90deg' : '0deg' }}
          aria-hidden
        />
        {isExpanded ? (
          <FolderOpen className="size-4 shrink-0 text-amber-500" aria-hidden />
        ) : (
          <Folder className="size-4 shrink-0 text-amber-500" aria-hidden />
        )}
        {group.label}
      </button>
      {/* The rows animate from 0fr to 1fr; `inert` keeps the hidden subfolders out of the tab order. */}
      <div
        id={panelId}
        className="grid transition-[grid-template-rows] ease-in-out"
        style={{
          gridTemplateRows: isExpanded ? '1fr' : '0fr',
          transitionDuration: `${FOLDER_TRANSITION_MS}ms`,
        }}
        inert={!isExpanded}
        data-state={isExpanded ? 'expanded' : 'collapsed'}
      >
        <ul className="min-h-0 overflow-hidden">
          {group.folders.map((folder) => {
            const isOpen = folder.collection === openFolder;
            return (
              <li key={folder.collection}>
                <button
                  type="button"
                  aria-current={isOpen ? 'page' : undefined}
                  onClick={() => onOpenFolder(folder.collection)}
                  className={cn(
                    'mt-0.5 flex h-8 w-full cursor-pointer items-center gap-2 rounded-lg pr-2 pl-9 text-left text-sm',
                    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600',
                    isOpen
                      ? 'bg-indigo-50 font-medium text-indigo-700'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  <Folder
                    className={cn('size-4 shrink-0', isOpen ? 'text-indigo-500' : 'text-slate-400')}
                    aria-hidden
                  />
                  {folder.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
