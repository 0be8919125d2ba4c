/** The source of "now"; tests pass a fixed one so sale windows and campaigns are deterministic. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
