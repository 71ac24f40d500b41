import type { CSSModulesOptions, Plugin } from 'vite';
import { ComposedClassNamesLoader } from '../assets/cssModulesLoader.ts';
import { renderIconSprite, type IconSprite } from '../assets/iconSprite.ts';
import { renderThemeCss } from '../assets/themeCss.ts';
import type { ContentSource } from './contentSource.ts';

export const ICONS_MODULE = 'virtual:fernwise/icons';
export const THEME_CSS_MODULE = 'virtual:fernwise/theme.css';
const RESOLVED = '\0';

/**
 * The design system's generated parts: `virtual:fernwise/theme.css` (the theme's CSS variables and the site's
 * width) and `virtual:fernwise/icons` (the address of the icon sprite, which the client build writes and the dev
 * server serves at the same address).
 */
export function designPlugin(source: ContentSource): Plugin {
  let sprite: IconSprite | undefined;
  const currentSprite = () => (sprite ??= renderIconSprite());
  // postcss-modules' `Loader` option, which Vite passes on but does not declare.
  const modules: CSSModulesOptions & { Loader: typeof ComposedClassNamesLoader } = { Loader: ComposedClassNamesLoader };
  return {
    name: 'fernwise:design',
    config: () => ({ css: { modules } }),
    resolveId: {
      filter: { id: /^virtual:fernwise\/(icons|theme\.css)$/ },
      handler(id) {
        if (id === ICONS_MODULE) return RESOLVED + ICONS_MODULE;
        // The .css ending keeps Vite's CSS pipeline on it.
        if (id === THEME_CSS_MODULE) return `${RESOLVED}fernwise-theme.css`;
        return undefined;
      },
    },
    load: {
      filter: { id: /^\0(virtual:fernwise\/icons|fernwise-theme\.css)$/ },
      async handler(id) {
        if (id === RESOLVED + ICONS_MODULE) return `export default ${JSON.stringify(`/${currentSprite().fileName}`)};`;
        if (id === `${RESOLVED}fernwise-theme.css`) return await renderThemeCss(source.site()?.maxWidth ?? 1200);
        return undefined;
      },
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const { fileName, source: svg } = currentSprite();
      this.emitFile({ type: 'asset', fileName, source: svg });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { fileName, source: svg } = currentSprite();
        if ((request.url ?? '').split('?')[0] !== `/${fileName}`) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(svg);
      });
    },
  };
}
