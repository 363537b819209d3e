/**
 * Charts draw one at a time, each in a task of its own, and only near the screen. recharts draws
 * a chart's first frame synchronously (its parts register in its store as they mount, and it draws
 * again at once): the dashboard's three charts together held a phone's CPU ~1.3 s in one task.
 */
import { useEffect, useState, type RefObject } from 'react';

/** How far off the screen a chart's place is drawn ahead of the scroll: half a screen. */
const NEAR_SCREEN = '50% 0px';

/** Settled once the charts that asked earlier have drawn (or left the screen). */
let previousDrawn: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** A place in the line: `start` when the chart may draw; it calls `drawn` once it has. */
function takeTurn(): { start: Promise<void>; drawn: () => void } {
  let drawn = () => {};
  const done = new Promise<void>((resolve) => (drawn = resolve));
  const start = previousDrawn.then(nextTask);
  previousDrawn = start.then(() => done);
  return { start, drawn };
}

/** Where and when a chart draws: its place's width, and what it calls once drawn. */
export interface ChartTurn {
  width: number;
  drawn(): void;
}

/**
 * The turn of the chart whose place is `place`: undefined until `ready`, the place near the
 * screen and the charts before it drawn. A chart that leaves before drawing gives its turn up.
 */
export function useChartTurn(place: RefObject<HTMLElement | null>, ready: boolean) {
  const [turn, setTurn] = useState<ChartTurn>();
  useEffect(() => {
    const element = place.current;
    if (!ready || element === null) return;
    let left = false;
    let giveUp = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const { start, drawn } = takeTurn();
        giveUp = drawn;
        void start.then(() => {
          if (!left) setTurn({ width: Math.round(element.getBoundingClientRect().width), drawn });
        });
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      left = true;
      observer.disconnect();
      giveUp();
    };
  }, [place, ready]);
  return turn;
}
