import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useIdleAfter } from '@chokdee/shared-kernel/hooks/use-idle-after';
import type { Slideshow, SlideshowEngineProps } from './slideshow-engine';

/** The slideshow's code (embla and its autoplay): not needed to draw the first slide. */
export const importSlideshowEngine = () => import('./slideshow-engine');

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface SlideshowControls {
  /** The viewport's ref: the engine attaches there. */
  viewportRef: (element: HTMLElement | null) => void;
  selected: number;
  playing: boolean;
  /** A button's move: at once, or as soon as the slideshow's code has arrived. */
  drive: (move: (slideshow: Slideshow) => void) => void;
  togglePlay: () => void;
  /** To render inside the dialog: the engine once loaded (it draws nothing), else null. */
  engine: ReactNode;
}

/**
 * The slideshow of `count` slides whose markup the dialog draws itself: the first slide shows at
 * once (a first visit's largest paint), and embla downloads when the browser is next idle, or at
 * the first press of a slideshow button, then takes over the same elements. One slide needs no
 * engine at all.
 */
export function useSlideshow(count: number): SlideshowControls {
  const many = count > 1;
  const [viewport, viewportRef] = useState<HTMLElement | null>(null);
  // Wanted at the browser's next idle moment, or at the first press of a slideshow button.
  const [pressed, setPressed] = useState(false);
  const wanted = useIdleAfter(many) || pressed;
  const [Engine, setEngine] = useState<ComponentType<SlideshowEngineProps> | null>(null);
  const [slideshow, setSlideshow] = useState<Slideshow | null>(null);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(() => many && !prefersReducedMotion());
  const pending = useRef<((slideshow: Slideshow) => void) | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    importSlideshowEngine()
      .then((module) => {
        if (live) setEngine(() => module.SlideshowEngine);
      })
      // The first slide stays, without the others: not worth the page's chunk-failure reload.
      .catch((error: unknown) => console.warn('[chokdee] ประกาศ: โหลดสไลด์โชว์ไม่สำเร็จ', error));
    return () => {
      live = false;
    };
  }, [wanted]);

  const onReady = useCallback((loaded: Slideshow) => {
    setSlideshow(loaded);
    pending.current?.(loaded);
    pending.current = null;
  }, []);

  const drive = useCallback(
    (move: (slideshow: Slideshow) => void) => {
      if (slideshow) return move(slideshow);
      pending.current = move;
      setPressed(true);
    },
    [slideshow],
  );

  const togglePlay = useCallback(() => {
    const autoplay = slideshow?.plugins().autoplay;
    // Before the engine: it reads `playing` when it starts.
    if (!autoplay) return setPlaying((was) => !was);
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    setPlaying(autoplay.isPlaying());
  }, [slideshow]);

  const engine =
    Engine && viewport ? (
      <Engine viewport={viewport} playOnInit={playing} onReady={onReady} onSelect={setSelected} />
    ) : null;

  return { viewportRef, selected, playing, drive, togglePlay, engine };
}
