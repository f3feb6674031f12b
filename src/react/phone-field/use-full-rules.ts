import { useEffect, type Dispatch } from 'react';
import { loadFullRules } from '../../phone/judge/load-full-rules';
import type { FieldAction } from './field-state';

/**
 * The full rules (strict validation, number types, the digit countdown) are fetched once the field is used: on
 * focus, or when it starts with a value. Until they arrive the small metadata's rules judge.
 */
export function useFullRules(needed: boolean, dispatch: Dispatch<FieldAction>): void {
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadFullRules().then((rules) => live && dispatch({ type: 'rules-loaded', rules }));
    return () => {
      live = false;
    };
  }, [needed, dispatch]);
}
