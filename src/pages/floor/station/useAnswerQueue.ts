/**
 * A floor station's calls, run one after another in the order scanned (a scanner types the next
 * code before the last is answered, and none may be lost or answered out of order); each call's
 * answer, or its refusal, becomes the answer shown.
 */
import { useCallback, useRef } from 'react';

export function useAnswerQueue<Answer>(
  show: (answer: Answer) => void,
  refusal: (error: unknown) => Answer,
) {
  const queue = useRef<Promise<void>>(Promise.resolve());
  return useCallback(
    (work: () => Promise<Answer>) => {
      queue.current = queue.current.then(async () => {
        try {
          show(await work());
        } catch (error) {
          show(refusal(error));
        }
      });
      return queue.current;
    },
    [show, refusal],
  );
}
