/** A press or submission made on an island before its code arrived, held back to be replayed. */
export type QueuedActivation =
  { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Controls whose click means "do something" to the island's code. Links, summaries and labels are left alone:
 * the browser's own behaviour for them works without the island.
 */
const ACTIVATABLE = [
  'button',
  'input[type="button"]',
  'input[type="submit"]',
  'input[type="reset"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="option"]',
  '[role="menuitem"]',
].join(', ');

/**
 * Holds back a click on a control, or a form submission, inside an island that has not mounted yet, so that
 * neither does the browser's default (a submission reloading the page) nor is it lost: the island replays it
 * once it is live.
 */
export function queueActivation(event: Event, queue: QueuedActivation[]): void {
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    // A click on the submit button was already queued and will submit the form again when replayed.
    if (!queue.some((queued) => queued.kind === 'click' && queued.target === submitter)) {
      queue.push({ kind: 'submit', form: event.target, submitter });
    }
    return;
  }
  if (event.type !== 'click' || !(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(ACTIVATABLE);
  if (!control || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  queue.push({ kind: 'click', target: control });
}

/** Replays held-back activations in order, skipping controls the island has since removed. */
export function replayActivations(queue: readonly QueuedActivation[]): void {
  for (const activation of queue) {
    if (activation.kind === 'click') {
      if (activation.target.isConnected) activation.target.click();
    } else if (activation.form.isConnected) {
      const submitter = activation.submitter?.isConnected ? activation.submitter : null;
      activation.form.requestSubmit(submitter);
    }
  }
}
