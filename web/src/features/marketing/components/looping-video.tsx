import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { useIntersection } from '../lib/use-intersection';

export interface LoopingVideoProps {
  /** A short WebM screen recording, without sound. */
  src: string;
  poster: string;
  width: number;
  height: number;
  /** What the recording shows, for people who cannot see it. */
  label: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A muted, looping screen recording that costs nothing until it is near the screen: no poster and no
 * video bytes before that (preload none), plays only while visible, and keeps its box from the first
 * paint (width and height) so nothing shifts. It can be paused (WCAG 2.2.2: motion over 5 s), and does
 * not start by itself for people who ask for less motion.
 */
export function LoopingVideo({ src, poster, width, height, label }: LoopingVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const isNear = useIntersection(videoRef, { rootMargin: '400px 0px', once: true });
  const isVisible = useIntersection(videoRef, { threshold: 0.25 });
  const [isPausedByUser, setPausedByUser] = useState(prefersReducedMotion);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !isNear) return;
    if (isVisible && !isPausedByUser) {
      // play() rejects when the browser refuses autoplay; the poster stays, and the button still works.
      video.play().catch(() => {});
    } else {
      video.pause();
    }
  }, [isNear, isVisible, isPausedByUser]);

  return (
    <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-lg shadow-slate-900/5">
      <video
        ref={videoRef}
        className="block h-auto w-full"
        width={width}
        height={height}
        src={isNear ? src : undefined}
        poster={isNear ? poster : undefined}
        preload="none"
        muted
        loop
        playsInline
        disablePictureInPicture
        aria-label={label}
      />
      <button
        type="button"
        onClick={() => setPausedByUser((paused) => !paused)}
        aria-label={isPausedByUser ? `Play: ${label}` : `Pause: ${label}`}
        className="absolute right-3 bottom-3 flex size-9 cursor-pointer items-center justify-center rounded-full bg-slate-900/70 text-white backdrop-blur transition-colors hover:bg-slate-900/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {isPausedByUser ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
