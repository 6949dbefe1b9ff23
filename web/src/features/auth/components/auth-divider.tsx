/** The "or" line between the external sign-in and the username form. */
export function AuthDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
