import { useId } from 'react';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { useSite } from '../../ui/SiteContext';
import languagePicker from './languagePicker.island';
import classes from './LanguagePicker.module.css';

export const TRANSLATE_CONTAINER_ID = 'translate-widget';

/**
 * The language list: a disclosure of the site's languages (opened by the header's island), each named in its own
 * tongue and in English ("Español · Spanish") beside its flag (country-flag-icons' SVG, drawn by the stylesheet
 * for the button's language code, so a flag is fetched only when the list opens). Choosing one hands the page to the translation
 * widget, whose script loads only then. Without JavaScript nothing could translate, so it is hidden.
 */
export function LanguagePicker() {
  const { languages, translation } = useSite();
  const listId = useId();
  const [current] = languages;
  return (
    <Island
      of={languagePicker}
      when="interaction"
      props={{
        scriptUrl: translation.scriptUrl,
        sourceLanguage: translation.sourceLanguage,
        buttonLabel: translation.buttonLabel,
        loading: translation.loading,
        unavailable: translation.unavailable,
        containerId: TRANSLATE_CONTAINER_ID,
      }}
    >
      <div className={classes.picker}>
        <button
          type="button"
          className={classes.trigger}
          aria-expanded="false"
          aria-controls={listId}
          aria-label={translation.buttonLabel.replace('{language}', current.nativeName)}
          data-disclosure=""
          data-language-button=""
        >
          <Icon name="world" size={18} />
          <span className={classes.current} data-language-name="">
            {current.nativeName}
          </span>
          <Icon name="chevron-down" size={14} className={classes.chevron} />
        </button>
        <ul id={listId} className={classes.list} aria-label={translation.listLabel} hidden>
          {languages.map((language) => (
            <li key={language.code}>
              <button
                type="button"
                value={language.code}
                aria-current={language.code === current.code ? 'true' : undefined}
              >
                <span lang={language.code}>{language.nativeName}</span>
                {language.nativeName === language.name ? null : <span>{language.name}</span>}
              </button>
            </li>
          ))}
        </ul>
        <span className={classes.status} role="status" data-language-status="" />
        <div id={TRANSLATE_CONTAINER_ID} className={classes.widget} />
      </div>
    </Island>
  );
}
