import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { useSite } from '../../ui/SiteContext';
import languagePicker from './languagePicker.island';
import classes from './LanguagePicker.module.css';

export const TRANSLATE_CONTAINER_ID = 'translate-widget';

/**
 * The language list: a disclosure of the site's languages. Choosing one hands the page to the translation widget,
 * whose script loads only then (the island's work). Without JavaScript nothing could translate, so it is hidden.
 */
export function LanguagePicker() {
  const { languages, translation } = useSite();
  const [current] = languages;
  return (
    <Island
      of={languagePicker}
      when="interaction"
      props={{
        scriptUrl: translation.scriptUrl,
        sourceLanguage: translation.sourceLanguage,
        languages: languages.map(({ code, name }) => ({ code, name })),
        buttonLabel: translation.buttonLabel,
        loading: translation.loading,
        unavailable: translation.unavailable,
        containerId: TRANSLATE_CONTAINER_ID,
      }}
    >
      <div className={classes.picker}>
        <details className={classes.disclosure} name="site-menu" data-nav-menu="">
          <summary
            className={classes.trigger}
            aria-label={translation.buttonLabel.replace('{language}', current.name)}
            data-language-button=""
          >
            <Icon name="world" size={18} />
            <span className={classes.current} data-language-name="">
              {current.name}
            </span>
            <Icon name="chevron-down" size={14} />
          </summary>
          <ul className={classes.list} aria-label={translation.listLabel}>
            {languages.map((language) => (
              <li key={language.code}>
                <button
                  type="button"
                  lang={language.code}
                  className={classes.option}
                  data-language={language.code}
                  aria-current={language.code === current.code ? 'true' : undefined}
                >
                  {language.name}
                </button>
              </li>
            ))}
          </ul>
        </details>
        <span className={classes.status} role="status" data-language-status="" />
        <div id={TRANSLATE_CONTAINER_ID} className={classes.widget} />
      </div>
    </Island>
  );
}
