/** What every API call takes besides its input: a signal that aborts it when the page moves on. */
export interface CallOptions {
  signal?: AbortSignal;
}
