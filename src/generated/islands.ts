/**
 * GENERATED FILE: do not edit. Source: every `*.island.ts(x)` under src/blocks, src/shell and src/ui
 * (src/engine/codegen/islandManifest.ts). Regenerate with `npm run gen:blocks`; `npm run lint` fails when this file is stale.
 */

/** Every island module by its name; each one's default export is its definition (domIsland or reactIsland). */
export const islandModules = {
  'blocks/ApiReference/EndpointSearch': () => import('../blocks/ApiReference/EndpointSearch.island'),
  'blocks/ArticleGrid/LoadMore': () => import('../blocks/ArticleGrid/LoadMore.island'),
  'blocks/BannerCarousel/Rotation': () => import('../blocks/BannerCarousel/Rotation.island'),
  'blocks/Calculator/CalculatorForm': () => import('../blocks/Calculator/CalculatorForm.island'),
  'blocks/CodeSample/EnvironmentSwitch': () => import('../blocks/CodeSample/EnvironmentSwitch.island'),
  'blocks/Contact/ContactForm': () => import('../blocks/Contact/ContactForm.island'),
  'blocks/DownloadList/UnavailableDownload': () => import('../blocks/DownloadList/UnavailableDownload.island'),
  'blocks/Hero/BackButton': () => import('../blocks/Hero/BackButton.island'),
  'blocks/JobList/DepartmentFilter': () => import('../blocks/JobList/DepartmentFilter.island'),
  'blocks/SearchBox/TopicSearch': () => import('../blocks/SearchBox/TopicSearch.island'),
  'blocks/Stats/CountUp': () => import('../blocks/Stats/CountUp.island'),
  'shell/CookieConsent/cookieConsent': () => import('../shell/CookieConsent/cookieConsent.island'),
  'shell/LanguagePicker/languagePicker': () => import('../shell/LanguagePicker/languagePicker.island'),
  'shell/LoadingOverlay/loadingOverlay': () => import('../shell/LoadingOverlay/loadingOverlay.island'),
  'shell/NavMenus/navMenus': () => import('../shell/NavMenus/navMenus.island'),
  'shell/NotFound/notFoundLog': () => import('../shell/NotFound/notFoundLog.island'),
  'ui/EmailSignup/EmailCheck': () => import('../ui/EmailSignup/EmailCheck.island'),
} as const satisfies Record<string, () => Promise<{ default: { kind: 'dom' | 'react' } }>>;

export type IslandName = keyof typeof islandModules;
