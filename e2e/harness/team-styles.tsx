// Test-only page: the field inside a team's page. A design-system input (Tailwind-like `h-10 text-sm rounded-none`)
// given as inputComponent, a zero-specificity team rule on buttons, and a plain field whose theme the test sets
// (tokens on :root, a `.dark` or `[data-theme]` ancestor, the system's colour scheme).
import { forwardRef, type InputHTMLAttributes } from 'react';
import { PhoneInput } from '../../src/index';

// Unlayered, as a team's own CSS is: it must win over the package's layered sheet, whatever the specificity.
const TEAM_CSS = `.team-input { height: 40px; font-size: 14px; border-radius: 0; padding: 0 4px; }
:where(.team) button { border-radius: 0; }`;

const TeamInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function TeamInput(
  { className, ...props },
  ref,
) {
  return <input ref={ref} {...props} className={`team-input ${className ?? ''}`} />;
});

export function TeamStyles() {
  // ?theme=dark-class puts `.dark` on the wrapper; ?theme=dark or light puts it in data-theme.
  const theme = new URLSearchParams(location.search).get('theme');
  const wrapper = theme === 'dark-class' ? { className: 'dark' } : theme ? { 'data-theme': theme } : {};
  return (
    <>
      <style>{TEAM_CSS}</style>
      <div className="team" data-testid="team">
        <PhoneInput defaultCountry="GB" label="Team phone" inputComponent={TeamInput} />
      </div>
      <div data-testid="themed" {...wrapper}>
        <PhoneInput defaultCountry="GB" label="Themed phone" />
      </div>
    </>
  );
}
