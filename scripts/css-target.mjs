// The browsers the stylesheets are written for: the first versions with CSS light-dark(), which the theme tokens use
// (src/components/theme/tokens.css). Older targets make the CSS minifier emulate it with extra variables.
export const CSS_TARGET = ['chrome123', 'edge123', 'firefox120', 'safari17.5'];
