import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SUPPORTED_LOCALES, type Locale } from '../components/i18n/locale';
import { useLocale } from '../components/i18n/locale-context';
import { whenIdle } from '../react/when-idle';

// Each language is named in itself, so a reader finds their own whatever the current UI language. The first
// Intl.DisplayNames a page creates loads ICU's names (26-34 ms in Chromium, the others ~0): not on the first paint.
const autonyms = new Map<Locale, string>();

function autonym(locale: Locale): string {
  let name = autonyms.get(locale);
  if (name === undefined)
    autonyms.set(locale, (name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale));
  return name;
}

const allNamed = () => SUPPORTED_LOCALES.every((l) => autonyms.has(l));

/**
 * The UI language as a disclosure: a button showing the current language opens the list, and only a press (click,
 * Enter or Space) on a language switches. A native select switches on every arrow key in Chromium.
 */
export function LanguageSwitcher({ label }: { readonly label: string }) {
  const { locale, setLocale } = useLocale();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Until the page is idle the options show their codes (as the country button does), then their names.
  const [named, setNamed] = useState(allNamed);
  useEffect(() => {
    if (named) return;
    let mounted = true;
    whenIdle(() => {
      SUPPORTED_LOCALES.forEach(autonym);
      if (mounted) setNamed(true);
    });
    return () => {
      mounted = false;
    };
  }, [named]);
  // Opening puts focus on the current language, so the arrows start from there.
  useEffect(() => {
    if (open) list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, [open]);

  const nameOf = (l: Locale) => (named ? autonym(l) : l.toUpperCase());
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = items.indexOf(event.target as HTMLButtonElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = move[event.key];
    if (next !== undefined) {
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div
      className="tf-language"
      onBlur={(event) => {
        // Focus leaving the switcher (Tab, a click elsewhere) closes the list.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="tf-language__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {label}: <span lang={locale}>{nameOf(locale)}</span>
      </button>
      <ul id={listId} ref={list} className="tf-language__list" hidden={!open} onKeyDown={onListKey}>
        {SUPPORTED_LOCALES.map((l) => (
          <li key={l}>
            <button
              type="button"
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              onClick={() => {
                setLocale(l);
                close();
              }}
            >
              {nameOf(l)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
