/** Delays in whole milliseconds, counted per millisecond up to a minute (no list of millions). */
export class DelayHistogram {
  readonly counts = new Uint32Array(60_001);
  total = 0;

  add(ms: number): void {
    this.counts[Math.min(60_000, Math.max(0, Math.round(ms)))]! += 1;
    this.total += 1;
  }

  /** Adds the counts another histogram sent over (a process's `counts`, as a plain array). */
  merge(counts: ArrayLike<number>): void {
    for (let ms = 0; ms < this.counts.length; ms += 1) {
      this.counts[ms]! += counts[ms] ?? 0;
      this.total += counts[ms] ?? 0;
    }
  }

  quantile(q: number): number {
    let seen = 0;
    const want = q * this.total;
    for (let ms = 0; ms < this.counts.length; ms += 1) {
      seen += this.counts[ms]!;
      if (seen >= want) return ms;
    }
    return 60_000;
  }
}

/** A clock both bench processes agree on (milliseconds since the epoch, sub-millisecond). */
export const sharedNow = (): number => performance.timeOrigin + performance.now();
