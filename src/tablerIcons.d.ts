// One icon module of @tabler/icons-react, imported by its file: the bundler then reads that module alone, not the
// ~6,000 the package's index re-exports (a client build of the site used 360 MB more memory for them).
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { Icon } from '@tabler/icons-react';
  const icon: Icon;
  export default icon;
}
