import type { CreatedLine } from '../lib/created-summary';

/** The success toast's body: what was created, each a way to the screen that shows it. */
export function CreatedSummary({
  lines,
  onOpen,
}: {
  lines: readonly CreatedLine[];
  onOpen: (href: string) => void;
}) {
  return (
    <ul className="mt-1 space-y-0.5">
      {lines.map((line) => (
        <li key={line.key}>
          <span className="text-slate-500">{line.title}: </span>
          <button
            type="button"
            onClick={() => onOpen(line.href)}
            className="cursor-pointer text-left font-medium text-indigo-700 underline-offset-2 hover:underline"
          >
            {line.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
