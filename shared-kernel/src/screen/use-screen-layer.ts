import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useStore } from '../hooks/use-store';
import type { LayerRequest } from './layer-rules';
import { effectOutsideCommit } from '../runtime/outside-commit';
import { $shownLayers, isLayerRegistered, registerLayer, setLayerElement, wouldShow } from './screen-layers';

export interface ScreenLayer {
  /** Render the layer only when true: another layer may have the screen. */
  shown: boolean;
  /** The ref callback of the layer's fixed element: measured for the stack, given `--screen-offset`. */
  attach: (element: HTMLElement | null) => void;
}

/**
 * A fixed layer asks for the screen: `request` while it wants to show, null when it does not.
 * Its first render already knows the answer (`wouldShow`), so a layer never flashes on for a frame.
 */
export function useScreenLayer(request: LayerRequest | null): ScreenLayer {
  const shownIds = useStore($shownLayers);
  const key = request ? JSON.stringify(request) : null;
  // One request object per distinct content, so registering again happens only on a real change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => request, [key]);

  // Every root's layers read the register: it changes outside this root's commit (still before
  // paint), and until then this layer renders what `wouldShow` answers.
  useLayoutEffect(() => (stable ? effectOutsideCommit(() => registerLayer(stable)) : undefined), [stable]);

  const id = stable?.id;
  const attach = useCallback(
    (element: HTMLElement | null) => {
      if (id) setLayerElement(id, element);
    },
    [id],
  );
  let shown = false;
  if (stable) shown = isLayerRegistered(stable) ? shownIds.has(stable.id) : wouldShow(stable);
  return { shown, attach };
}
