import { setImmediate as nextTurn, setTimeout as sleepFor } from 'node:timers/promises';

/**
 * Paces bulk work (a job upload) so that it yields to interactive requests (issue 11: "uploads must not hurt the job list").
 * The upload's work on the event loop and in PostgreSQL comes in steps (a slice of row checks, one INSERT batch);
 * after each the upload pauses for the step's time x `ratio`, so that it takes at most 1 / (1 + ratio) of the CPU it
 * could take, and other requests and their queries get the rest. A step that takes longer because the machine is
 * busy is followed by a longer pause: the upload backs off as the load grows, and runs at full speed's
 * 1 / (1 + ratio) on an idle machine. Pauses are at most `maxPauseMs`; a step under 1 ms of pause still gives the
 * event loop a turn.
 */
export interface Pacer {
  /** Runs one step of work (an INSERT batch), then pauses in proportion to its time. */
  step<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Called often from a loop of in-memory work: once `sliceMs` have passed since the first tick or the last pause,
   * pauses. (Time spent waiting before the first tick, e.g. for a parsing thread, is not counted as work.)
   */
  tick(): Promise<void>;
  /** What the pacer has done so far: steps and slices paced, and the total pause asked for (ms). */
  readonly stats: { steps: number; slices: number; pausedMs: number };
}

export interface PacerOptions {
  /** Pause per ms of work (0: only a turn of the event loop between steps, the upload at full speed). */
  ratio: number;
  /** The longest the checks hold the event loop before a pause (ms). */
  sliceMs?: number;
  maxPauseMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
}

export function pacer(options: PacerOptions): Pacer {
  const { ratio, sliceMs = 10, maxPauseMs = 2_000 } = options;
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => sleepFor(ms));
  const stats = { steps: 0, slices: 0, pausedMs: 0 };
  /** When the current slice of `tick` work began (the first tick starts one). */
  let sliceStart: number | null = null;
  const pauseAfter = async (workedMs: number) => {
    const pause = Math.min(maxPauseMs, Math.max(0, workedMs * ratio));
    stats.pausedMs += pause;
    if (pause >= 1) await sleep(pause);
    else await nextTurn();
    sliceStart = now();
  };
  return {
    stats,
    async step(work) {
      const started = now();
      const result = await work();
      stats.steps++;
      await pauseAfter(now() - started);
      return result;
    },
    async tick() {
      if (sliceStart === null) {
        sliceStart = now();
        return;
      }
      const worked = now() - sliceStart;
      if (worked <= sliceMs) return;
      stats.slices++;
      await pauseAfter(worked);
    },
  };
}

/** A pacer that never pauses (single jobs, which write one row per table). */
export const unpaced: Pacer = {
  stats: { steps: 0, slices: 0, pausedMs: 0 },
  step: (work) => work(),
  tick: async () => {},
};
