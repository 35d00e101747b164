import { describe, expect, it } from 'vitest';
import { pacer } from './pacer';

/** A clock moved by hand and a sleep that only records what was asked (no real waiting, no timed assertions). */
function fakeTime() {
  const time = { now: 0, pauses: [] as number[] };
  return {
    time,
    now: () => time.now,
    sleep: async (ms: number) => {
      time.pauses.push(ms);
      time.now += ms;
    },
  };
}

describe('pacer', () => {
  it('pauses after each step for the step time x ratio, at most maxPauseMs', async () => {
    const { time, now, sleep } = fakeTime();
    const pace = pacer({ ratio: 1.5, maxPauseMs: 100, now, sleep });
    const answer = await pace.step(async () => {
      time.now += 40;
      return 'done';
    });
    expect(answer).toBe('done');
    await pace.step(async () => {
      time.now += 200;
    });
    expect(time.pauses).toEqual([60, 100]);
    expect(pace.stats).toEqual({ steps: 2, slices: 0, pausedMs: 160 });
  });

  it('tick: pauses once a slice of work passes sliceMs; the wait before the first tick is not work', async () => {
    const { time, now, sleep } = fakeTime();
    const pace = pacer({ ratio: 2, sliceMs: 10, now, sleep });
    time.now += 5_000; // e.g. waiting for the parsing thread
    await pace.tick();
    expect(time.pauses).toEqual([]);
    for (let i = 0; i < 6; i++) {
      time.now += 4;
      await pace.tick();
    }
    // 12 ms of work: one pause of 24 ms; then 12 more: another.
    expect(time.pauses).toEqual([24, 24]);
    expect(pace.stats.slices).toBe(2);
  });

  it('ratio 0: no sleep, only a turn of the event loop', async () => {
    const { time, now, sleep } = fakeTime();
    const pace = pacer({ ratio: 0, now, sleep });
    await pace.step(async () => {
      time.now += 50;
    });
    expect(time.pauses).toEqual([]);
    expect(pace.stats.steps).toBe(1);
  });
});
