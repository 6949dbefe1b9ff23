import { Construction } from 'lucide-react';

/** An honest placeholder for a screen that is not built yet: its title, and no made-up data. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <section className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Construction className="size-6" aria-hidden />
        </span>
        <p className="mt-4 text-base font-medium text-slate-900">This screen is being built.</p>
        <p className="mt-1 max-w-md text-sm text-slate-500">
          {description ?? 'It will be available in an upcoming release.'}
        </p>
      </div>
    </section>
  );
}
