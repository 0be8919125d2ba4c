import { useEffect, useState } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';

/** embla's API, as the dialog's buttons drive it. */
export type Slideshow = NonNullable<UseEmblaCarouselType[1]>;

/** How long each slide stays before the next (ms). */
export const SLIDE_DELAY_MS = 5000;

export type SlideshowEngineProps = {
  /** The viewport the dialog already drew: embla takes over the slides inside it. */
  viewport: HTMLElement;
  /** Whether autoplay starts (false for reduced motion or when the visitor paused already). */
  playOnInit: boolean;
  onReady: (slideshow: Slideshow) => void;
  onSelect: (index: number) => void;
};

/**
 * The slideshow's moving part (embla and its autoplay), loaded after the first slide is on screen.
 * It draws nothing: it attaches to the dialog's viewport, whose first slide is already where embla
 * puts it, so taking over does not move anything.
 */
export function SlideshowEngine({ viewport, playOnInit, onReady, onSelect }: SlideshowEngineProps) {
  // Made once: later pauses go through the plugin itself.
  const [autoplay] = useState(() =>
    Autoplay({
      delay: SLIDE_DELAY_MS,
      playOnInit,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  );
  const [attach, embla] = useEmblaCarousel({ loop: true }, [autoplay]);

  useEffect(() => attach(viewport), [attach, viewport]);

  useEffect(() => {
    if (!embla) return;
    const select = () => onSelect(embla.selectedScrollSnap());
    embla.on('select', select).on('reInit', select);
    onReady(embla);
    return () => {
      embla.off('select', select).off('reInit', select);
    };
  }, [embla, onReady, onSelect]);

  return null;
}
