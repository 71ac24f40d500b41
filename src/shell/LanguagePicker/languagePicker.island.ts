import { domIsland } from '../../core/domIsland';
import { loadTranslateWidget, selectTranslation } from './translateWidget';

interface LanguagePickerProps {
  scriptUrl: string;
  sourceLanguage: string;
  languages: { code: string; name: string }[];
  /** The toggle's accessible name, with `{language}` for the current language. */
  buttonLabel: string;
  loading: string;
  unavailable: string;
  containerId: string;
}

/**
 * Makes the language list work: a choice names the new language on the toggle, closes the list and asks the
 * translation widget (loaded on the first choice, once) to translate the page, saying so while it loads and if
 * it cannot.
 */
export default domIsland<LanguagePickerProps>((element, props) => {
  const toggle = element.querySelector<HTMLElement>('[data-language-button]');
  const name = element.querySelector<HTMLElement>('[data-language-name]');
  const status = element.querySelector<HTMLElement>('[data-language-status]');
  const options = [...element.querySelectorAll<HTMLButtonElement>('button[lang]')];
  const say = (message: string) => {
    if (status) status.textContent = message;
  };

  toggle?.addEventListener('click', () => {
    if (status?.textContent === props.unavailable) say('');
  });

  async function choose(code: string): Promise<void> {
    const language = props.languages.find((candidate) => candidate.code === code);
    if (!language) return;
    for (const option of options) {
      if (option.lang === code) option.setAttribute('aria-current', 'true');
      else option.removeAttribute('aria-current');
    }
    if (name) name.textContent = language.name;
    toggle?.setAttribute('aria-label', props.buttonLabel.replace('{language}', language.name));
    element.dispatchEvent(new Event('disclosure:close', { bubbles: true }));
    toggle?.focus();
    say(props.loading);
    try {
      await loadTranslateWidget({
        scriptUrl: props.scriptUrl,
        sourceLanguage: props.sourceLanguage,
        languages: props.languages.map((candidate) => candidate.code),
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
});
