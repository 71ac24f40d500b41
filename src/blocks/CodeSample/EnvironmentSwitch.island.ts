import type { DomIsland } from '../../core/domIsland';
import type { Feedback } from '../../generated/page';
import { notify } from '../../ui/notify';

interface EnvironmentSwitchProps {
  /** Each environment's base URL, by its id (the value of its radio button). */
  baseUrls: Record<string, string>;
  copyLabel: string;
  copiedLabel: string;
  copyFailedFeedback: Feedback;
}

/** How long the copy button says the code was copied. */
const COPIED_MS = 2000;

/**
 * The code sample's environment switch and copy button: picking an environment writes its base URL into the code
 * (the checked radio button is applied as the island mounts, so a choice the browser restored holds); the button
 * copies the code shown and says so for two seconds, or notifies the YAML failure message.
 */
const environmentSwitch: DomIsland<EnvironmentSwitchProps> = {
  kind: 'dom',
  mount: (element, { baseUrls, copyLabel, copiedLabel, copyFailedFeedback }) => {
    const radios = [...element.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const code = element.querySelector('pre code');
    const button = element.querySelector<HTMLButtonElement>('[data-copy]');
    const label = element.querySelector('[data-copy-label]');
    const status = element.querySelector('[role="status"]');

    const showEnvironment = () => {
      const checked = radios.find((radio) => radio.checked) ?? radios[0];
      const baseUrl = checked ? baseUrls[checked.value] : undefined;
      if (baseUrl === undefined) return;
      for (const part of element.querySelectorAll('[data-base-url]')) part.textContent = baseUrl;
    };
    for (const radio of radios) radio.addEventListener('change', showEnvironment);
    showEnvironment();

    let timer: number | undefined;
    const showCopied = (copied: boolean) => {
      button?.toggleAttribute('data-copied', copied);
      if (label) label.textContent = copied ? copiedLabel : copyLabel;
      if (status) status.textContent = copied ? copiedLabel : '';
    };
    const copy = async () => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
        await navigator.clipboard.writeText(code?.textContent ?? '');
      } catch {
        notify(copyFailedFeedback, 'error');
        return;
      }
      showCopied(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => showCopied(false), COPIED_MS);
    };
    button?.addEventListener('click', () => void copy());
  },
};

export default environmentSwitch;
