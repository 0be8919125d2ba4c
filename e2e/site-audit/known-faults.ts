// Faults the audit has found that another piece of work fixes: a fixed layer (popup, banner, dock)
// over a control of the page is the screen-layer manager's to solve. Each is reported as an
// annotation instead of failing the run; remove an entry once that work has landed.

interface KnownCoveredFault {
  /** The route's pattern. */
  pattern: string;
  /** The widths it happens at; absent: all. */
  widths?: readonly number[];
  /** Part of the covering layer's description, e.g. `แอปโชคดี`. */
  layer: string;
  why: string;
}

export const KNOWN_COVERED_FAULTS: readonly KnownCoveredFault[] = [];

/** Why this covering is known and left to the screen-layer work, or null. */
export function knownCoveredFault(pattern: string, width: number, layer: string): string | null {
  const fault = KNOWN_COVERED_FAULTS.find(
    (known) =>
      known.pattern === pattern && (!known.widths || known.widths.includes(width)) && layer.includes(known.layer),
  );
  return fault?.why ?? null;
}
