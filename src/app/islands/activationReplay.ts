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

/** The activation an event is, if the island's code must handle it: a form submission, or a click on a control. */
function activationOf(event: Event): QueuedActivation | undefined {
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    return { kind: 'submit', form: event.target, submitter: (event as SubmitEvent).submitter };
  }
  if (event.type !== 'click' || !(event.target instanceof Element)) return undefined;
  const control = event.target.closest<HTMLElement>(ACTIVATABLE);
  if (!control || control.closest('a[href]')) return undefined;
  return { kind: 'click', target: control };
}

/**
 * Stops the browser's default and any other listener for an activation (see activationOf) made inside an island
 * that has not mounted yet, so that neither does a submission reload the page nor a checkbox toggle on its own;
 * returns the activation, to be replayed once the island is live.
 */
export function holdActivation(event: Event): QueuedActivation | undefined {
  const activation = activationOf(event);
  if (activation) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  return activation;
}

/**
 * Holds back an activation inside an island that has not mounted yet (see holdActivation) and queues it, so it is
 * not lost: the island replays it once it is live. An event the islands loader already held back is queued as it is.
 */
export function queueActivation(event: Event, queue: QueuedActivation[]): void {
  const activation = holdActivation(event);
  if (!activation) return;
  // A click on the submit button was already queued and will submit the form again when replayed.
  const submitterQueued =
    activation.kind === 'submit' &&
    queue.some((queued) => queued.kind === 'click' && queued.target === activation.submitter);
  if (!submitterQueued) queue.push(activation);
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
