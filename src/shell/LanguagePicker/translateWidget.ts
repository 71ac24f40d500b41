/** The subset of the translation service's website-element API the picker uses. */
interface TranslateElementConstructor {
  new (options: Record<string, unknown>, containerId: string): unknown;
  InlineLayout: { SIMPLE: unknown };
}

interface TranslateGlobal {
  google?: { translate?: { TranslateElement?: TranslateElementConstructor } };
}

export interface WidgetOptions {
  scriptUrl: string;
  sourceLanguage: string;
  languages: readonly string[];
  containerId: string;
  /** How long to wait for the script and its callback before calling translation unavailable. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const COMBO_SELECTOR = 'select.goog-te-combo';
let loading: Promise<void> | undefined;

function callbackName(scriptUrl: string): string {
  return new URL(scriptUrl).searchParams.get('cb') ?? 'fernwiseTranslateReady';
}

/**
 * Loads the widget script once (never if the page already has it) and creates the element with the site's
 * options. Rejects when the script fails or its callback never comes; a later call tries again.
 */
export function loadTranslateWidget(options: WidgetOptions): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const scope = window as unknown as TranslateGlobal & Record<string, unknown>;
    const create = () => {
      const TranslateElement = scope.google?.translate?.TranslateElement;
      if (!TranslateElement) {
        reject(new Error('translation widget did not define TranslateElement'));
        return;
      }
      new TranslateElement(
        {
          pageLanguage: options.sourceLanguage,
          includedLanguages: options.languages.join(','),
          layout: TranslateElement.InlineLayout.SIMPLE,
          autoDisplay: false,
          multilanguagePage: true,
        },
        options.containerId,
      );
      resolve();
    };
    if (scope.google?.translate?.TranslateElement) {
      create();
      return;
    }
    const timer = window.setTimeout(
      () => reject(new Error('translation widget timed out')),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    scope[callbackName(options.scriptUrl)] = () => {
      window.clearTimeout(timer);
      create();
    };
    if (!document.querySelector(`script[src="${options.scriptUrl}"]`)) {
      const script = document.createElement('script');
      script.src = options.scriptUrl;
      script.async = true;
      script.onerror = () => {
        window.clearTimeout(timer);
        reject(new Error('translation widget failed to load'));
      };
      document.head.appendChild(script);
    }
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Switches the page to `code` through the widget's language select, waiting briefly for it to appear. */
export async function selectTranslation(code: string, attempts = 40): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const combo = document.querySelector<HTMLSelectElement>(COMBO_SELECTOR);
    if (combo) {
      combo.value = code;
      combo.dispatchEvent(new Event('change'));
      return true;
    }
    await new Promise((resolve) => window.setTimeout(resolve, 50));
  }
  return false;
}
