// The browsers the app's stylesheets are written for: the first versions with CSS light-dark(), which the app's
// tokens use (src/app/app.css). Older targets make the CSS minifier emulate it with extra variables. The package's
// sheet uses plain values, so a team's bundler has nothing to emulate.
export const CSS_TARGET = ['chrome123', 'edge123', 'firefox120', 'safari17.5'];
