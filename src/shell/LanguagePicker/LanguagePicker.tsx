import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSite } from '../../app/SiteContext';
import classes from './LanguagePicker.module.css';
import { loadTranslateWidget, selectTranslation } from './translateWidget';

type WidgetStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export const TRANSLATE_CONTAINER_ID = 'translate-widget';

/** Language list that hands the page to the translation widget, loading it on the visitor's first choice. */
export function LanguagePicker() {
  const { languages, translation } = useSite();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(languages[0]);
  const [status, setStatus] = useState<WidgetStatus>('idle');
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const choose = async (code: string) => {
    const language = languages.find((candidate) => candidate.code === code);
    if (!language) return;
    setCurrent(language);
    setOpen(false);
    setStatus('loading');
    try {
      await loadTranslateWidget({
        scriptUrl: translation.scriptUrl,
        sourceLanguage: translation.sourceLanguage,
        languages: languages.map((candidate) => candidate.code),
        containerId: TRANSLATE_CONTAINER_ID,
      });
      setStatus((await selectTranslation(code)) ? 'ready' : 'unavailable');
    } catch {
      setStatus('unavailable');
    }
  };

  const message = status === 'loading' ? translation.loading : status === 'unavailable' ? translation.unavailable : '';
  return (
    <div className={classes.picker}>
      <UnstyledButton
        className={classes.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={translation.buttonLabel.replace('{language}', current.name)}
        onClick={() => {
          if (status === 'unavailable') setStatus('idle');
          setOpen((isOpen) => !isOpen);
        }}
      >
        <IconWorld size={18} aria-hidden="true" />
        <span className={classes.current}>{current.name}</span>
        <IconChevronDown size={14} aria-hidden="true" />
      </UnstyledButton>
      {open
        ? // On <body>: the navigation bar's backdrop-filter would otherwise confine a fixed element to the bar.
          createPortal(
            <div className={classes.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />,
            document.body,
          )
        : null}
      <ul id={listId} className={classes.list} aria-label={translation.listLabel} hidden={!open}>
        {languages.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              lang={language.code}
              className={classes.option}
              aria-current={language.code === current.code ? 'true' : undefined}
              onClick={() => void choose(language.code)}
            >
              <span aria-hidden="true">{language.flag}</span> {language.name}
            </button>
          </li>
        ))}
      </ul>
      <span className={classes.status} role="status">
        {message}
      </span>
      <div id={TRANSLATE_CONTAINER_ID} className={classes.widget} />
    </div>
  );
}
