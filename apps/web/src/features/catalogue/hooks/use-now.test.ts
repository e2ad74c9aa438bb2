import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onEverySecond } from './use-now';

describe('the clocks’ shared second', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every clock in the same timer task, with one timer however many clocks there are', () => {
    const ticks: string[] = [];
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const stopFirst = onEverySecond(() => ticks.push('first'));
    vi.advanceTimersByTime(400);
    const stopSecond = onEverySecond(() => ticks.push('second'));
    expect(setInterval).toHaveBeenCalledTimes(1);

    // A clock that starts later still ticks with the others, not 400 ms after them.
    vi.advanceTimersByTime(600);
    expect(ticks).toEqual(['first', 'second']);
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual(['first', 'second', 'first', 'second']);

    stopFirst();
    vi.advanceTimersByTime(1_000);
    expect(ticks.slice(4)).toEqual(['second']);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
    setInterval.mockRestore();
  });

  it('starts again after every clock stopped', () => {
    const ticks: number[] = [];
    onEverySecond(() => ticks.push(1))();
    const stop = onEverySecond(() => ticks.push(2));
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([2]);
    stop();
  });
});
