/**
 * Runs one of several callbacks run together: an error it throws is reported as it would be from
 * a timer of its own, and the callbacks after it still run.
 */
export function runReportingApart(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    setTimeout(() => {
      throw error;
    }, 0);
  }
}
