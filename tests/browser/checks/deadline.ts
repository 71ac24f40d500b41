/**
 * The promise's result, or an error naming the step when it has not settled within `ms`. Playwright bounds its
 * own actions, but not a page.evaluate: a page that stops answering would otherwise hang the test until the
 * runner's timeout, which names no step.
 */
export async function withDeadline<T>(step: string, ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
