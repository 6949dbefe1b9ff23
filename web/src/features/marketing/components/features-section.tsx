import { Bot, CalendarDays, FileUp, ScanSearch, type LucideIcon } from 'lucide-react';
import { LoopingVideo } from './looping-video';

/** The recordings' size: scripts/record-landing-videos.mjs records the app at this size. */
const VIDEO_WIDTH = 960;
const VIDEO_HEIGHT = 600;

interface Feature {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  videoLabel: string;
}

/**
 * docs/product.md#landing-page: upload a document, instant analysis, smart calendar, AI property assistant.
 */
const FEATURES: Feature[] = [
  {
    id: 'upload',
    icon: FileUp,
    title: 'Upload a document',
    text: 'Drop in a lease, an invoice or a contract: a PDF, a Word file or a photo of the paper copy.',
    points: [
      'Scans and photos are read with OCR, on your own machine',
      'Nothing is sent to an outside service',
      'The file is kept with the property it belongs to',
    ],
    videoLabel: 'Screen recording: a lease PDF uploaded from the dashboard and recognised as a lease',
  },
  {
    id: 'analysis',
    icon: ScanSearch,
    title: 'Instant analysis',
    text: 'Astor recognises the kind of document and reads out what matters, so you check rather than type.',
    points: [
      'Leases, contracts, invoices and legal notices told apart',
      'Tenant, rent, dates, deposits and fees read from a lease',
      'You review every field before anything is saved',
    ],
    videoLabel:
      'Screen recording: the fields read from the lease, each with its confidence and the text it came from',
  },
  {
    id: 'calendar',
    icon: CalendarDays,
    title: 'Smart calendar',
    text: 'Rent due dates, lease ends, renewal reminders, maintenance and compliance deadlines on one calendar.',
    points: [
      'Built from your leases and requests, so it never goes stale',
      'Day, week and month views, plus your own events',
      'Subscribe from your phone or desktop calendar',
    ],
    videoLabel:
      'Screen recording: the calendar month with rent due dates, an event opened, and the next month',
  },
  {
    id: 'assistant',
    icon: Bot,
    title: 'AI property assistant',
    text: 'Ask Astor about your portfolio in plain words: who is late on rent, what a property cost you this year.',
    points: [
      'Answers come from your own records, with the sources listed',
      'Works offline; connect a language model of your choice if you like',
      'Emergencies such as a gas smell get safety guidance first',
    ],
    videoLabel:
      'Screen recording: asking Astor which tenants are late on rent, and its answer with the source',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-16 bg-slate-50 py-20 outline-none sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Features</p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl"
          >
            From a pile of paperwork to a portfolio you can read
          </h2>
        </div>
        <div className="mt-16 space-y-20 sm:space-y-24">
          {FEATURES.map((feature, index) => (
            <FeatureRow key={feature.id} feature={feature} isReversed={index % 2 === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}

function FeatureRow({ feature, isReversed }: { feature: Feature; isReversed: boolean }) {
  const Icon = feature.icon;
  return (
    <article className="grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-14">
      <div className={isReversed ? 'lg:order-2' : undefined}>
        <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm">
          <Icon className="size-5" aria-hidden />
        </span>
        <h3 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{feature.title}</h3>
        <p className="mt-3 text-base text-slate-600">{feature.text}</p>
        <ul className="mt-5 space-y-2 text-sm text-slate-700">
          {feature.points.map((point) => (
            <li key={point} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-emerald-500" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <LoopingVideo
        src={`/media/feature-${feature.id}.webm`}
        poster={`/media/feature-${feature.id}.webp`}
        width={VIDEO_WIDTH}
        height={VIDEO_HEIGHT}
        label={feature.videoLabel}
      />
    </article>
  );
}
