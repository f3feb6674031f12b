// Build-time switches (vite.lib.config.ts sets VITE_TELFIELD_FLAGS for the npm package).
interface ImportMetaEnv {
  /** 'sprite' in the package: every flag from the stylesheet's sprite; unset in the app (flags/XX.svg files). */
  readonly VITE_TELFIELD_FLAGS?: 'sprite';
}
