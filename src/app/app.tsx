/**
 * src/app: the shell (header, language, routes) around the screens of src/features. Nothing imports src/app.
 */
import { lazy, Suspense, useState, type FocusEvent, type MouseEvent } from 'react';
import { LocaleContext } from '../components/i18n/locale-context';
import { CheckScreen } from '../features/check/check-screen';
import { preloadWords, useWords } from '../components/i18n/word-set';
import { currentLocale } from './use-locale-setting';
import { APP_WORDS } from './app-words';
import { LanguageSwitcher } from './language-switcher';
import { useLocaleSetting } from './use-locale-setting';

// The list cleaner is its own chunk, fetched only when /batch is visited: the Check screen's bytes stay as they are.
// A screen's words in the UI language come with it.
const withWords = <T,>(module: T) => preloadWords(currentLocale()).then(() => module);
const BatchScreen = lazy(() =>
  import('../features/batch/batch-screen').then(withWords).then((m) => ({ default: m.BatchScreen })),
);
// The playground (/component) is its own chunk too.
const PlaygroundScreen = lazy(() =>
  import('../features/playground/playground-screen')
    .then(withWords)
    .then((m) => ({ default: m.PlaygroundScreen })),
);
import { usePath } from './use-path';
import { useAppUpdate } from './use-app-update';
import { Wordmark } from './wordmark';
import type { BatchHandoff } from '../features/batch/batch-session';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';

export function App() {
  const setting = useLocaleSetting();
  const [path, navigate] = usePath();
  const update = useAppUpdate();
  const t = useWords(APP_WORDS, setting.locale);
  // Numbers the Check screen sends to Clean a list; a new object each time, so the list screen starts afresh.
  const [handoff, setHandoff] = useState<BatchHandoff>();

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A link leaves the numbers sent from the Check screen behind: Clean a list opens empty from the menu.
    setHandoff(undefined);
    navigate(new URL(event.currentTarget.href).pathname);
  };

  // A link focused in a navigation that scrolls sideways (a phone) is brought into its view with its focus ring
  // (the links' scroll-margin): Chromium leaves a link focused by Tab where it is, cut off at the edge.
  const reveal = (event: FocusEvent<HTMLElement>) =>
    event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

  return (
    <LocaleContext.Provider value={setting}>
      <a className="tf-skip-link" href="#content">
        {t.skipToContent}
      </a>
      <header className="tf-header">
        <a className="tf-brand" href="/" onClick={follow}>
          <Wordmark name={t.appName} />
        </a>
        <span className="tf-tagline">{t.tagline}</span>
        <nav aria-label={t.navigation} className="tf-nav" onFocus={reveal}>
          <a href="/" onClick={follow} aria-current={path === '/' ? 'page' : undefined}>
            {t.check}
          </a>
          <a href="/batch" onClick={follow} aria-current={path === '/batch' ? 'page' : undefined}>
            {t.cleanList}
          </a>
          <a href="/component" onClick={follow} aria-current={path === '/component' ? 'page' : undefined}>
            {t.useIt}
          </a>
        </nav>
        <LanguageSwitcher label={t.language} />
      </header>
      {update.ready && (
        <div className="tf-update">
          <Notice tone="info">
            <p>{t.updateReady}</p>
            <Button onClick={update.reload}>{t.reload}</Button>
          </Notice>
        </div>
      )}
      <div id="content" className="tf-content">
        {path === '/' ? (
          <CheckScreen
            onCheckAll={(lines, country) => {
              setHandoff({ lines, country });
              navigate('/batch');
            }}
          />
        ) : path === '/batch' ? (
          <Suspense fallback={<p className="tf-screen">{t.loading}</p>}>
            <BatchScreen key={handoff ? handoff.lines.join() : ''} handoff={handoff} />
          </Suspense>
        ) : path === '/component' ? (
          <Suspense fallback={<p className="tf-screen">{t.loading}</p>}>
            <PlaygroundScreen />
          </Suspense>
        ) : (
          <main className="tf-screen">
            <h1>{t.notFound}</h1>
            <a href="/" onClick={follow}>
              {t.backHome}
            </a>
          </main>
        )}
      </div>
    </LocaleContext.Provider>
  );
}
