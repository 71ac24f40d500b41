import type { DomIsland } from '../../core/domIsland';
import { loadTranslateWidget, selectTranslation } from './translateWidget';

interface LanguagePickerProps {
  scriptUrl: string;
  sourceLanguage: string;
  /** The toggle's accessible name, with `{language}` for the current language. */
  buttonLabel: string;
  loading: string;
  unavailable: string;
  containerId: string;
}

/**
 * Makes the language list work: a choice closes the list and asks the translation widget (loaded on the first
 * choice, once) to translate the page, saying so while it loads and if it cannot. Only once the widget has taken
 * the choice does the toggle name the new language (in its own tongue) and the list mark it current: a failed
 * translation leaves both as they were. The languages are the list's own buttons: the code as each one's value,
 * the language's own name as its first child's text.
 */
const languagePicker: DomIsland<LanguagePickerProps> = {
  kind: 'dom',
  mount: (element, props) => {
    const toggle = element.querySelector<HTMLElement>('[data-language-button]');
    const name = element.querySelector<HTMLElement>('[data-language-name]');
    const status = element.querySelector<HTMLElement>('[data-language-status]');
    const options = [...element.querySelectorAll<HTMLButtonElement>('button[value]')];
    // Read now, before anything is translated: the translation would rename them.
    const names = new Map(options.map((option) => [option.value, option.firstElementChild?.textContent ?? '']));
    const say = (message: string) => {
      if (status) status.textContent = message;
    };

    toggle?.addEventListener('click', () => {
      if (status?.textContent === props.unavailable) say('');
    });

    async function choose(code: string): Promise<void> {
      const language = names.get(code);
      if (language === undefined) return;
      element.dispatchEvent(new Event('disclosure:close', { bubbles: true }));
      toggle?.focus();
      say(props.loading);
      const translated = await loadTranslateWidget({
        scriptUrl: props.scriptUrl,
        sourceLanguage: props.sourceLanguage,
        languages: [...names.keys()],
        containerId: props.containerId,
      }).then(
        () => selectTranslation(code),
        () => false,
      );
      say(translated ? '' : props.unavailable);
      if (!translated) return;
      for (const option of options) {
        if (option.value === code) option.setAttribute('aria-current', 'true');
        else option.removeAttribute('aria-current');
      }
      if (name) name.textContent = language;
      toggle?.setAttribute('aria-label', props.buttonLabel.replace('{language}', language));
    }

    for (const option of options) {
      option.addEventListener('click', () => void choose(option.value));
    }
  },
};

export default languagePicker;
