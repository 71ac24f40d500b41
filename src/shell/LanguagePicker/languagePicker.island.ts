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
 * Makes the language list work: a choice names the new language on the toggle, closes the list and asks the
 * translation widget (loaded on the first choice, once) to translate the page, saying so while it loads and if
 * it cannot. The languages are the list's own buttons: a `lang` each, its name as their text.
 */
const languagePicker: DomIsland<LanguagePickerProps> = {
  kind: 'dom',
  mount: (element, props) => {
    const toggle = element.querySelector<HTMLElement>('[data-language-button]');
    const name = element.querySelector<HTMLElement>('[data-language-name]');
    const status = element.querySelector<HTMLElement>('[data-language-status]');
    const options = [...element.querySelectorAll<HTMLButtonElement>('button[lang]')];
    // Read now, before anything is translated: the translation would rename them.
    const names = new Map(options.map((option) => [option.lang, option.textContent]));
    const say = (message: string) => {
      if (status) status.textContent = message;
    };

    toggle?.addEventListener('click', () => {
      if (status?.textContent === props.unavailable) say('');
    });

    async function choose(code: string): Promise<void> {
      const language = names.get(code);
      if (language === undefined) return;
      for (const option of options) {
        if (option.lang === code) option.setAttribute('aria-current', 'true');
        else option.removeAttribute('aria-current');
      }
      if (name) name.textContent = language;
      toggle?.setAttribute('aria-label', props.buttonLabel.replace('{language}', language));
      element.dispatchEvent(new Event('disclosure:close', { bubbles: true }));
      toggle?.focus();
      say(props.loading);
      try {
        await loadTranslateWidget({
          scriptUrl: props.scriptUrl,
          sourceLanguage: props.sourceLanguage,
          languages: [...names.keys()],
          containerId: props.containerId,
        });
        say((await selectTranslation(code)) ? '' : props.unavailable);
      } catch {
        say(props.unavailable);
      }
    }

    for (const option of options) {
      option.addEventListener('click', () => void choose(option.lang));
    }
  },
};

export default languagePicker;
