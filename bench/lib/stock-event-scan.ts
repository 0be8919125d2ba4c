const NUMBER_KEY = Buffer.from('"number":"');
const RELOAD = Buffer.from('"reload":true');
const EVENT_END = Buffer.from('\n\n');
const QUOTE = 0x22;
const LETTER_N = 0x6e;

function startsWithKey(data: Buffer, at: number): boolean {
  for (let i = 2; i < NUMBER_KEY.length; i += 1) if (data[at + i] !== NUMBER_KEY[i]) return false;
  return true;
}

/**
 * Reads a page's Server-Sent Events as they come, on bytes: the six-digit `number` of every change
 * and every `reload`. An event split across reads waits for its end (`carry`). A regex over decoded
 * text cost the bench's own process more than a microsecond per change, and with two thousand
 * pages the bench, not the API, ran out of CPU.
 */
export class StockEventScan {
  private carry: Buffer | undefined;

  constructor(
    private readonly onNumber: (number: number) => void,
    private readonly onReload: () => void,
  ) {}

  push(chunk: Buffer): void {
    const data = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const end = data.lastIndexOf(EVENT_END);
    if (end < 0) {
      this.carry = data;
      return;
    }
    this.carry = end + EVENT_END.length < data.length ? data.subarray(end + EVENT_END.length) : undefined;
    // A byte loop: `indexOf` once per change cost a native call each, most of this process's CPU.
    const last = end - NUMBER_KEY.length - 6;
    for (let at = 0; at <= last; at += 1) {
      if (data[at] !== QUOTE || data[at + 1] !== LETTER_N || !startsWithKey(data, at)) continue;
      const digits = at + NUMBER_KEY.length;
      let number = 0;
      for (let i = digits; i < digits + 6; i += 1) number = number * 10 + (data[i]! - 48);
      this.onNumber(number);
      at = digits + 5;
    }
    let reload = data.indexOf(RELOAD);
    while (reload >= 0 && reload < end) {
      this.onReload();
      reload = data.indexOf(RELOAD, reload + RELOAD.length);
    }
  }
}
